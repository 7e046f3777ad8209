package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
/** Random yields and short parks at every engine call: model-time results must not change. */
class JitteredSuperstepTest extends SuperstepRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withJitter(7);
    }
}
