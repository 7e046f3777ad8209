package org.pcmemu.emulator.window;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.WallClockTimeoutException;
import org.pcmemu.emulator.InvalidParameterException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class WindowEngineFailuresTest {

    private static RunOptions options(ThreadMode mode) {
        return RunOptions.defaults().withThreadMode(mode).withTimeout(Duration.ofSeconds(20));
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void deadlockNamesTheWaitingProcessorsAndTheirClocks(ThreadMode mode) {
        DeadlockException e = assertThrows(DeadlockException.class, () -> WindowEngine.run(3, 2, options(mode), p -> {
            if (p.id() == 1) {
                p.advanceTo(5);
                p.next();
            } else if (p.id() == 2) {
                p.advanceTo(9);
                p.next();
            }
        }));
        assertTrue(e.getMessage().contains("1@5"), e.getMessage());
        assertTrue(e.getMessage().contains("2@9"), e.getMessage());
        assertTrue(e.getMessage().startsWith("deadlock: 2 processor(s)"), e.getMessage());
    }

    @Test
    void deadlockAfterMessagesRunOutIsDetected() {
        // processor 0 sends one message to 1; 1 waits for two
        DeadlockException e = assertThrows(DeadlockException.class, () -> WindowEngine.run(2, 3, options(ThreadMode.VIRTUAL), p -> {
            if (p.id() == 0) {
                p.post(1, 0, 3, "only");
            } else {
                p.next();
                p.next();
            }
        }));
        assertTrue(e.getMessage().contains("1@3"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void exceptionInAProgramNamesTheProcessorAndItsModelTime(ThreadMode mode) {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> WindowEngine.run(4, 1, options(mode), p -> {
                    if (p.id() == 2) {
                        p.advanceTo(7);
                        throw new IllegalStateException("boom");
                    }
                    p.next(); // the others wait forever; the failure must end the run anyway
                }));
        assertEquals(2, e.processor());
        assertEquals(7, e.modelTime());
        assertEquals("processor 2 failed at model time 7: IllegalStateException: boom", e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void wallClockTimeoutEndsARunThatNeverFinishes(ThreadMode mode) {
        // processor 1 must reach model time 11 before the timeout: a second is ample for two threads
        RunOptions opts = options(mode).withTimeout(Duration.ofSeconds(1));
        long start = System.nanoTime();
        WallClockTimeoutException e = assertThrows(WallClockTimeoutException.class, () -> WindowEngine.run(2, 1, opts, p -> {
            if (p.id() == 1) {
                p.advanceTo(11);
                Thread.sleep(60_000);
            }
        }));
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(30).toNanos()); // the sleep is 60 s: not waited for
        assertTrue(e.getMessage().contains("1@11"), e.getMessage());
    }

    @Test
    void processorCountBelowOneIsRefused() {
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> WindowEngine.run(0, 1, RunOptions.defaults(), p -> { }));
        assertEquals("P must be at least 1, got 0", e.getMessage());
    }

    @Test
    void zeroLookaheadIsRefused() {
        assertThrows(InvalidParameterException.class, () -> WindowEngine.run(2, 0, RunOptions.defaults(), p -> { }));
    }

    @Test
    void postingCloserThanTheLookaheadFailsTheRun() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> WindowEngine.run(2, 5, RunOptions.defaults(), p -> {
                    if (p.id() == 0) {
                        p.post(1, 0, 4, "too early");
                    }
                }));
        assertEquals(0, e.processor());
    }

    @Test
    void sendingToANonexistentProcessorFailsTheRun() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> WindowEngine.run(2, 5, RunOptions.defaults(), p -> p.post(2, 0, 5, "x")));
        assertTrue(e.getMessage().contains("sends to 2"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void ofTwoFailuresInOneWindowTheEarlierInModelTimeIsReported(ThreadMode mode) {
        // 0 fails at model time 5, 1 at model time 3 (both in the first window): whatever the
        // real-time order, the report names processor 1 at time 3
        for (long seed = 1; seed <= 20; seed++) {
            RunOptions jittered = options(mode).withJitter(seed);
            ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                    () -> WindowEngine.run(3, 10, jittered, p -> {
                        if (p.id() == 2) {
                            p.next();
                        }
                        p.post(2, 0, 10, "x"); // an emulator call, so jitter delays the throw
                        p.advanceTo(p.id() == 0 ? 5 : 3);
                        throw new IllegalStateException("boom " + p.id());
                    }));
            assertEquals(1, e.processor(), "seed " + seed);
            assertEquals(3, e.modelTime());
        }
    }
}
