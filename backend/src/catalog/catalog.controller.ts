import { Controller, Get, Param, Query, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { Public } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { CacheControlInterceptor } from './cache-control.interceptor';
import { CatalogErrorFilter } from './catalog-error.filter';
import { CatalogService } from './catalog.service';
import { CatalogPlansResponse, PromoResponse, UpsellOffersResponse } from './dto/catalog-responses';
import { PromoParamsDto } from './dto/promo-params.dto';
import { UpsellOffersQueryDto } from './dto/upsell-offers-query.dto';

/** Open, cacheable reads of the catalog (prices are the same for every visitor). */
@ApiTags('catalog')
@Public()
@UseFilters(CatalogErrorFilter)
@UseInterceptors(CacheControlInterceptor)
@Controller('api/catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('plans')
  @ApiOkResponse({ type: CatalogPlansResponse })
  plans(): CatalogPlansResponse {
    return this.catalog.plans();
  }

  @Get('promos/:code')
  @ApiOkResponse({ type: PromoResponse })
  @ApiErrors(400)
  promo(@Param() params: PromoParamsDto): PromoResponse {
    return this.catalog.promo(params.code);
  }

  @Get('upsell-offers')
  @ApiOkResponse({ type: UpsellOffersResponse })
  @ApiErrors(400)
  upsellOffers(@Query() query: UpsellOffersQueryDto): UpsellOffersResponse {
    return this.catalog.upsellOffers(query.plan, query.interval, query.superUpsell === 'true');
  }
}
