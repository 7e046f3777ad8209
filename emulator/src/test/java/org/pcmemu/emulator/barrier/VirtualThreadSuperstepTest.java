package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
class VirtualThreadSuperstepTest extends SuperstepRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults();
    }
}
