// A federation runtime plugin of the shell's. The portals are built with
// `experiments.externalRuntime`: their remoteEntry.js leaves out the federation runtime core and
// takes the shell's from `_FEDERATION_RUNTIME_CORE`. The package's own injector requires the CommonJS
// build of the core, a second copy beside the one the shell's runtime already runs; this hands
// over that very copy, so the core is downloaded once for the shell and every portal.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

type CoreHolder = { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (runtimeCore.Global as CoreHolder)._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
