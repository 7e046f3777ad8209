package org.pcmemu.emulator;

class VirtualThreadSuperstepTest extends SuperstepEngineConformance {
    @Override
    RunOptions options() {
        return RunOptions.defaults();
    }
}
