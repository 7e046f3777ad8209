package org.pcmemu.emulator;

class PlatformThreadSuperstepTest extends SuperstepEngineConformance {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM);
    }
}
