package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.logp.RestartableRunTest.RandomRounds;

/**
 * {@link LogP.Hints#receivesFirst()}: processors that begin by receiving
 * are started only when their first message can be taken, and the run is the one in which every
 * processor starts at time 0 ({@link LogP#run(LogPProgram, RunOptions)}) in every observable.
 */
class ReceiveFirstTest {

    /*
     * RestartableRunTest's random rounds with about two thirds of the processors but 0 beginning
     * with a reception (`late`), run as if every processor started at once and with those
     * declared; hot destinations 1 to 3, up to 2 sends a round.
     */
    private static void compare(LogP model, long seed, RunOptions options, boolean restartable) {
        int hot = Math.min(model.P(), 1 + new SplittableRandom(-seed).nextInt(3));
        RandomRounds all = new RandomRounds(model.P(), 3, hot, 2, seed, true);
        LogPRun expected = restartable ? model.run(all, options, LogP.Hints.NONE.withRestartable(false)) : model.run(all, options);
        RandomRounds some = new RandomRounds(model.P(), 3, hot, 2, seed, true);
        IntPredicate late = id -> some.late[id];
        LogPRun actual = restartable ? model.run(some, options, LogP.Hints.NONE.withRestartable(false).withReceivesFirst(late))
                : model.run(some, options, LogP.Hints.NONE.withReceivesFirst(late));
        String where = model + ", seed " + seed + ", " + options.threadMode() + (restartable ? ", restartable" : "");
        try {
            RestartableRunTest.assertSameRun(expected, actual);
            assertEquals(expected.result().windows(), actual.result().windows(), "windows");
            assertEquals(all.received, some.received, "receptions");
        } catch (AssertionError e) {
            throw new AssertionError(where + ": " + e.getMessage(), e);
        }
    }

    @Test
    void randomProgramsRunAsIfEveryProcessorStartedAtOnce() {
        for (long seed = 1; seed <= 90; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 17);
            int P = 2 + random.nextInt(30);
            LogP model = switch (random.nextInt(5)) {
                case 0 -> new LogP(P, 6, 2, 4);
                case 1 -> new LogP(P, 9, 1, 2, CapacityMode.CHECK);
                case 2 -> new LogP(P, 6, 2, 4, CapacityMode.OFF);
                case 3 -> new LogP(P, 4, 3, 2);
                default -> LogP.postal(P, 1 + random.nextInt(4));
            };
            compare(model, seed, RunOptions.defaults(), seed % 3 == 0);
        }
    }

    @Test
    void tracesAndThreadModesAgree() {
        for (long seed = 1; seed <= 8; seed++) {
            for (ThreadMode mode : ThreadMode.values()) {
                RunOptions options = RunOptions.defaults().withTrace(true).withThreadMode(mode);
                compare(new LogP(11, 6, 2, 4), seed, options, seed % 2 == 0);
            }
        }
    }

    @Test
    void aChainStartsEachProcessorWhenItsMessageComes() {
        // processor i receives from i - 1 and sends to i + 1: started late, at most a few run at
        // a time; all started at once, every one of them is alive at time 0
        int P = 2000;
        LogP model = new LogP(P, 6, 2, 4);
        for (boolean declared : new boolean[] {false, true}) {
            AtomicInteger alive = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            LogPProgram chain = p -> {
                most.accumulateAndGet(alive.incrementAndGet(), Math::max);
                if (p.id() > 0) {
                    p.receive();
                }
                if (p.id() < P - 1) {
                    p.send(p.id() + 1, "x");
                }
                alive.decrementAndGet();
            };
            LogPRun run = declared ? model.run(chain, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id > 0))
                    : model.run(chain, RunOptions.defaults());
            assertEquals((long) (P - 1) * (2 + 6 + 2), run.result().makespan());
            if (declared) {
                assertTrue(most.get() <= 3, "processors alive at once: " + most.get());
            } else {
                assertTrue(most.get() > 100, "processors alive at once: " + most.get());
            }
        }
    }

    @Test
    void aProcessorThatActsBeforeItsFirstReceptionFailsTheRun() {
        LogP model = new LogP(4, 6, 2, 4);
        record Case(String says, LogPProgram first) {
        }
        for (Case c : List.of(new Case("sent", p -> p.send(0, "early")),
                new Case("moved its clock", p -> p.compute(3)),
                new Case("moved its clock", p -> p.idleUntil(5)),
                new Case("returned", p -> { }))) {
            for (LogP m : List.of(model, model.withCapacity(CapacityMode.CHECK))) {
                ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> m.run(p -> {
                    if (p.id() == 0) {
                        p.send(2, "go");
                        p.receive();
                    } else if (p.id() == 2) {
                        p.now(); // reading the clock is allowed
                        c.first().run(p);
                        if (!c.says().equals("returned")) {
                            p.receive();
                        }
                    }
                }, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id == 2)));
                assertEquals(2, e.processor(), m + " " + c.says());
                assertInstanceOf(IllegalStateException.class, e.getCause());
                assertTrue(e.getCause().getMessage().startsWith("processor 2 " + c.says()
                        + " before its first reception"), e.getCause().getMessage());
            }
        }
    }

    @Test
    void aBrokenPromiseFailsTheRunEvenWhenTheProgramCatchesIt() {
        // processor 2 catches the failure of its early send and goes on: the run must still fail,
        // with the broken promise, not end with other results than the undeclared run's
        for (LogP model : List.of(new LogP(4, 6, 2, 4), new LogP(4, 6, 2, 4, CapacityMode.CHECK), LogP.postal(4, 2))) {
            LogPProgram program = p -> {
                if (p.id() == 0) {
                    p.send(2, "go");
                    p.send(1, "go");
                    p.receive();
                } else if (p.id() == 2) {
                    try {
                        p.send(3, "early");
                    } catch (IllegalStateException e) {
                        // a program that catches everything
                    }
                    p.receive();
                    p.send(0, "back");
                } else if (p.id() == 1) {
                    p.receive();
                }
            };
            ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                    () -> model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id == 2)));
            assertEquals(2, e.processor(), model.toString());
            assertTrue(e.getCause().getMessage().startsWith("processor 2 sent before its first reception"),
                    e.getCause().getMessage());
        }
    }

    @Test
    void aCaughtBrokenPromiseCannotSendIntoTheWindowAndIsReportedAtTime0() {
        // processor 2 catches its broken promise and sends again: that send fails too (it would
        // arrive before the window it runs in), and the run fails with processor 2 at time 0,
        // however long processor 1 spins outside the emulator before it receives
        LogP model = LogP.postal(3, 10, CapacityMode.OFF);
        for (long spinNanos : new long[] {0, 100_000_000L}) {
            ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> model.run(p -> {
                if (p.id() == 0) {
                    p.compute(100);
                    p.send(1, "a");
                    p.send(2, "b");
                } else if (p.id() == 1) {
                    long end = System.nanoTime() + spinNanos;
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait();
                    }
                    assertEquals("a", p.receive().payload());
                } else {
                    try {
                        p.send(1, "early");
                    } catch (IllegalStateException caught) {
                        // a program that catches everything
                    }
                    try {
                        p.send(1, "again");
                    } catch (IllegalStateException caught) {
                        // still before its first reception
                    }
                    p.receive();
                    p.compute(1000);
                }
            }, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id != 0)));
            assertEquals(2, e.processor());
            assertEquals(0, e.modelTime());
            assertTrue(e.getCause().getMessage().startsWith("processor 2 sent before its first reception"));
        }
    }

    @Test
    void aRestartableRunAsksThePredicateOncePerProcessor() {
        // a stalling program (processors 1..3 send to 0 at once, limit 2): two attempts, one question each
        LogP model = new LogP(6, 6, 2, 4);
        AtomicInteger asked = new AtomicInteger();
        AtomicInteger starts = new AtomicInteger();
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                starts.incrementAndGet();
                for (int i = 0; i < 3; i++) {
                    p.receive();
                }
                p.send(4, "y");
                p.send(5, "y");
            } else if (p.id() <= 3) {
                p.send(0, "x");
            } else {
                p.receive();
            }
        }, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false).withReceivesFirst(id -> {
            asked.incrementAndGet();
            return id > 3;
        }));
        assertEquals(2, starts.get());
        assertEquals(6, asked.get());
        assertEquals(1, run.capacity().stalledSends());
    }

    @Test
    void aDeclaredProcessorThatThrowsFirstIsSaidToHaveBrokenThePromise() {
        LogP model = new LogP(3, 6, 2, 4);
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class, () -> model.run(p -> {
            if (p.id() == 0) {
                p.send(1, "go");
            } else if (p.id() == 1) {
                throw new ArithmeticException("no");
            }
        }, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id == 1)));
        assertEquals(1, e.processor());
        assertTrue(e.getCause().getMessage().startsWith("processor 1 threw java.lang.ArithmeticException: no before"
                + " its first reception"), e.getCause().getMessage());
        assertInstanceOf(ArithmeticException.class, e.getCause().getCause());
    }

    @Test
    void aDeclaredProcessorThatNoMessageReachesIsStartedBeforeTheRunIsCalledADeadlock() {
        // processor 1 is declared but sends first, and nothing is ever sent to it; 0 waits for it:
        // started at once the run completes, so it must not end in a deadlock but in the broken promise
        LogP model = new LogP(2, 6, 2, 4);
        LogPProgram sendsFirst = p -> {
            if (p.id() == 0) {
                p.receive();
            } else {
                p.send(0, "x");
            }
        };
        assertEquals(10, model.run(sendsFirst, RunOptions.defaults()).result().makespan());
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> model.run(sendsFirst, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id == 1)));
        assertEquals(1, e.processor());
        assertTrue(e.getCause().getMessage().startsWith("processor 1 sent before its first reception"),
                e.getCause().getMessage());
        LogPProgram throwsFirst = p -> {
            if (p.id() == 1) {
                throw new IllegalArgumentException("bad input");
            }
            p.receive();
        };
        e = assertThrows(ProcessorFailureException.class,
                () -> model.run(throwsFirst, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id == 1)));
        assertEquals(1, e.processor());
        assertInstanceOf(IllegalArgumentException.class, e.getCause().getCause());
        // declared, every one: all start at once, and the promise is still checked
        e = assertThrows(ProcessorFailureException.class,
                () -> model.run(sendsFirst, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> true)));
        assertEquals("processor 1 sent before its first reception, but the program said that it begins by"
                + " receiving", e.getCause().getMessage());
    }

    @Test
    void thePredicateIsAskedOncePerProcessor() {
        // a predicate that answers differently when asked again must not leave a processor
        // neither started at once nor ever started (a hang until the timeout)
        int P = 40_000; // registered in parallel chunks
        AtomicInteger asked = new AtomicInteger();
        boolean[] seen = new boolean[P];
        IntPredicate flaky = id -> {
            asked.incrementAndGet();
            boolean first = !seen[id];
            seen[id] = true;
            return id > 0 && first;
        };
        LogP model = new LogP(P, 6, 2, 4);
        LogPRun run = model.run(p -> {
            if (p.id() > 0) {
                p.receive();
            }
            for (int c = 2 * p.id() + 1; c <= 2 * p.id() + 2 && c < P; c++) {
                p.send(c, "x");
            }
        }, RunOptions.defaults().withTimeout(java.time.Duration.ofSeconds(60)), LogP.Hints.NONE.withReceivesFirst(flaky));
        assertEquals(P, asked.get());
        assertEquals(P - 1, run.result().messages());
    }

    @Test
    void waitingForeverIsTheSameDeadlock() {
        LogP model = new LogP(5, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() == 1) {
                p.send(2, "x");
            } else if (p.id() > 1) {
                p.receive();
                p.receive();
            }
        };
        DeadlockException expected = assertThrows(DeadlockException.class,
                () -> model.run(program, RunOptions.defaults()));
        // 3 and 4 get no message: started before the run is called a deadlock, they wait too
        for (IntPredicate late : List.<IntPredicate>of(id -> id > 1, id -> id > 2)) {
            DeadlockException actual = assertThrows(DeadlockException.class,
                    () -> model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(late)));
            assertEquals(expected.getMessage(), actual.getMessage());
        }
        // every processor declared, and every one waits: started at once, the same deadlock
        LogPProgram everyoneWaits = p -> p.receive();
        assertEquals(assertThrows(DeadlockException.class,
                () -> model.run(everyoneWaits, RunOptions.defaults())).getMessage(),
                assertThrows(DeadlockException.class,
                        () -> model.run(everyoneWaits, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> true))).getMessage());
    }

    @Test
    void aLateProcessorsFailureIsReportedAsWhenStartedAtOnce() {
        LogP model = new LogP(6, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() == 0) {
                for (int i = 1; i < 6; i++) {
                    p.send(i, i);
                }
            } else {
                int n = (Integer) p.receive().payload();
                if (n >= 3) {
                    throw new IllegalArgumentException("processor " + p.id() + " refuses " + n + " at " + p.now());
                }
            }
        };
        ProcessorFailureException expected = assertThrows(ProcessorFailureException.class,
                () -> model.run(program, RunOptions.defaults()));
        ProcessorFailureException actual = assertThrows(ProcessorFailureException.class,
                () -> model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withReceivesFirst(id -> id > 0)));
        assertEquals(expected.getMessage(), actual.getMessage());
        assertEquals(3, actual.processor());
    }
}
