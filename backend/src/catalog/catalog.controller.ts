import { Controller, Get, Param, Query, UseFilters, UseInterceptors } from '@nestjs/common';

import { Public } from '../auth/auth.decorators';
import { CacheControlInterceptor } from './cache-control.interceptor';
import { CatalogErrorFilter } from './catalog-error.filter';
import type { CatalogPlansResponse, PromoResponse, UpsellOffersResponse } from './catalog.service';
import { CatalogService } from './catalog.service';
import { PromoParamsDto } from './dto/promo-params.dto';
import { UpsellOffersQueryDto } from './dto/upsell-offers-query.dto';

/** Open, cacheable reads of the catalog (prices are the same for every visitor). */
@Public()
@UseFilters(CatalogErrorFilter)
@UseInterceptors(CacheControlInterceptor)
@Controller('api/catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('plans')
  plans(): CatalogPlansResponse {
    return this.catalog.plans();
  }

  @Get('promos/:code')
  promo(@Param() params: PromoParamsDto): PromoResponse {
    return this.catalog.promo(params.code);
  }

  @Get('upsell-offers')
  upsellOffers(@Query() query: UpsellOffersQueryDto): UpsellOffersResponse {
    return this.catalog.upsellOffers(query.plan, query.interval, query.superUpsell === 'true');
  }
}
