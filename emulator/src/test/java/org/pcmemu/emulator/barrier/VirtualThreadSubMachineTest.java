package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.WallClockTimeoutException;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class VirtualThreadSubMachineTest extends PartitionRules {
    @Override
    RunOptions options() {
        return RunOptions.defaults().withTimeout(Duration.ofSeconds(20));
    }

    @Test
    void aRunThatNeverEndsHitsTheWallClockTimeoutNamingWhereProcessorsAre() {
        CountDownLatch never = new CountDownLatch(1);
        WallClockTimeoutException e = assertThrows(WallClockTimeoutException.class, () -> BarrierEngine.run(4,
                RULE, options().withTimeout(Duration.ofSeconds(2)), p -> p.partition(new int[] {2, 2}, q -> {
                    if (q.id() == 3) {
                        never.await();
                    }
                })));
        // 0, 1 and 2 do not wait for the merge: their programs have returned
        assertTrue(e.getMessage().contains("unfinished processors (id in sub-machine): 3 in [2, 4)"), e.getMessage());
    }
}
