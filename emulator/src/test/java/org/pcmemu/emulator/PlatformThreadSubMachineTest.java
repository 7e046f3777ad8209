package org.pcmemu.emulator;

import java.time.Duration;

class PlatformThreadSubMachineTest extends SubMachineEngineConformance {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM).withTimeout(Duration.ofSeconds(20));
    }
}
