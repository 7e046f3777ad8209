package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
class PlatformThreadSuperstepTest extends SuperstepRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM);
    }
}
