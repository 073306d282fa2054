// The platform context comes from the shared remote skeleton (@busqy/platform-contract/remote); the
// remote's pages read the shell's services with usePlatform().
export { usePlatform } from '@busqy/platform-contract/remote';
