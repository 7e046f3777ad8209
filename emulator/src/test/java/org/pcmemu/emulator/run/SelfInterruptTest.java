package org.pcmemu.emulator.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.barrier.BarrierEngine;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.window.WindowMessage;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.emulator.window.WindowEngine;

/**
 * A program that interrupts its own thread and then waits in the emulator. An interrupted
 * thread's park returns at once, so such a wait used to spin; a spinning virtual thread is never
 * preempted, so with more of them than carriers, processor 0 (asleep, outside the emulator)
 * never got a carrier back and the run hung until its timeout. The emulator's waits now ignore
 * the program's interrupt, and the run ends as if there had been none.
 */
class SelfInterruptTest {
    /* More interrupted waiters than the virtual-thread scheduler has carriers (one per core by default). */
    private static final int WAITERS = Runtime.getRuntime().availableProcessors() + 1;
    private static final RunOptions OPTIONS = RunOptions.defaults().withTimeout(Duration.ofSeconds(30));
    private static final long LOOKAHEAD = 3;

    @Test
    void windowEngineWaitersThatInterruptedThemselvesStillGetTheirMessages() {
        WindowRunResult r = WindowEngine.run(WAITERS + 1, LOOKAHEAD, OPTIONS, p -> {
            if (p.id() == 0) {
                Thread.sleep(200); // unmounts: it needs a carrier back to post
                for (int to = 1; to <= WAITERS; to++) {
                    p.post(to, 0, 2 * LOOKAHEAD, to);
                }
            } else {
                Thread.currentThread().interrupt();
                WindowMessage m = p.next();
                assertEquals(p.id(), m.payload());
            }
        });
        for (int id = 1; id <= WAITERS; id++) {
            assertEquals(2 * LOOKAHEAD, r.finishTime(id), "processor " + id);
        }
        assertEquals(WAITERS, r.messages());
    }

    @Test
    void barrierEngineWaitersThatInterruptedThemselvesStillReachTheBarrier() {
        BarrierRunResult r = BarrierEngine.run(WAITERS + 1, (m, step, w, h, end) -> 10 + h, OPTIONS, p -> {
            if (p.id() == 0) {
                Thread.sleep(200);
                for (int to = 1; to <= WAITERS; to++) {
                    p.post(to, 1, to);
                }
                p.sync();
            } else {
                Thread.currentThread().interrupt();
                p.sync();
                assertEquals(1, p.inbox().size());
            }
        });
        assertEquals(WAITERS, r.messages());
        // superstep 0: 10 + h with h = WAITERS words out of processor 0; the final step is empty,
        // and an empty final step is not priced (SubMachine: FINAL only if not empty)
        assertEquals(10 + WAITERS, r.makespan());
    }
}
