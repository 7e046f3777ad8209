package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.WallClockTimeoutException;

/**
 * A program that only computes, for ever, alone in its window reaches no wait of the emulator;
 * a timeout must still end its thread, or it keeps a carrier (or a platform thread) busy after
 * the run, in the caller's JVM.
 */
class ComputeLoopTimeoutTest {

    @Test
    void aTimeoutEndsAProgramThatOnlyComputes() throws InterruptedException {
        for (ThreadMode mode : new ThreadMode[] {ThreadMode.VIRTUAL, ThreadMode.PLATFORM}) {
            CountDownLatch left = new CountDownLatch(2);
            LogP model = new LogP(3, 6, 2, 4, CapacityMode.CHECK);
            RunOptions options = RunOptions.defaults().withThreadMode(mode).withTimeout(Duration.ofMillis(300));
            assertThrows(WallClockTimeoutException.class, () -> model.run(p -> {
                if (p.id() == 0) {
                    return;
                }
                try {
                    if (p.id() == 1) {
                        while (true) {
                            p.compute(1);
                        }
                    }
                    while (true) {
                        p.idleUntil(p.now() + 1);
                    }
                } finally {
                    left.countDown(); // the abort unwinds through here
                }
            }, options));
            assertTrue(left.await(5, TimeUnit.SECONDS), mode + ": a computing processor outlived its run");
        }
    }
}
