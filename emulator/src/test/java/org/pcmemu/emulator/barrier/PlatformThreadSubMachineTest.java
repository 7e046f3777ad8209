package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import java.time.Duration;

class PlatformThreadSubMachineTest extends PartitionRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM).withTimeout(Duration.ofSeconds(20));
    }
}
