package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
class VirtualThreadSuperstepTest extends SuperstepEngineConformance {
    @Override
    RunOptions options() {
        return RunOptions.defaults();
    }
}
