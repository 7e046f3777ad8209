package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
import java.time.Duration;

/** Random yields and short parks at every engine call: model time must not notice. */
class JitteredSubMachineTest extends PartitionRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withJitter(20250611).withTimeout(Duration.ofSeconds(30));
    }
}
