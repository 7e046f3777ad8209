package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.WallClockTimeoutException;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.WindowRunResult;

/**
 * {@link LogP.Hints#restartable()} runs against {@link LogP#run}: the same result in every observable, and
 * one start of the program when no send stalls, two when one does. The expected values are the
 * decided run's, made by the engine's capacity rule one send at a time; the attempt without
 * decisions must find every stall, received or not.
 */
class RestartableRunTest {

    /** What a run left outside itself: per processor, what it received, in order. */
    private record Observed(LogPRun run, List<List<String>> received) {
    }

    /*
     * A random program of rounds: in each round a processor computes, sends to random
     * destinations (some to a few hot ones, so that sends stall), then receives as many messages
     * as were sent to it in that round (any round's: in arrival order); the last round's extra
     * sends are never received. Deadlock-free: round r's receptions need only the sends of rounds
     * up to r. The plan is drawn before the run, so both runs execute the same program.
     *
     * With someLate (ReceiveFirstTest), about two thirds of the processors but 0 are `late`: each
     * begins with one reception, of one more message that a processor not late sends it at the
     * start of its first round, so that first reception never waits on another late one.
     */
    static final class RandomRounds implements LogPProgram {
        final boolean[] late; // [processor] -> begins with one reception
        final int[][][] sends; // [processor][round] -> destinations
        final long[][] work; // [processor][round] -> cycles of compute first
        final int[][] receives; // [processor][round] -> receptions
        final List<List<String>> received;
        final AtomicInteger starts = new AtomicInteger();

        RandomRounds(int P, int rounds, int hot, int maxSends, long seed) {
            this(P, rounds, hot, maxSends, seed, false);
        }

        RandomRounds(int P, int rounds, int hot, int maxSends, long seed, boolean someLate) {
            SplittableRandom random = new SplittableRandom(seed);
            late = new boolean[P];
            sends = new int[P][rounds][];
            work = new long[P][rounds];
            receives = new int[P][rounds];
            List<List<Integer>> firsts = new ArrayList<>(); // [processor] -> the late ones it starts
            for (int p = 0; p < P; p++) {
                firsts.add(new ArrayList<>());
            }
            if (someLate) {
                List<Integer> eager = new ArrayList<>();
                for (int p = 0; p < P; p++) {
                    late[p] = p > 0 && random.nextInt(3) > 0;
                    if (!late[p]) {
                        eager.add(p);
                    }
                }
                for (int p = 0; p < P; p++) {
                    if (late[p]) {
                        firsts.get(eager.get(random.nextInt(eager.size()))).add(p);
                        receives[p][0]++;
                    }
                }
            }
            for (int r = 0; r < rounds; r++) {
                for (int p = 0; p < P; p++) {
                    work[p][r] = random.nextInt(4) == 0 ? random.nextInt(12) : 0;
                    int k = r == 0 ? firsts.get(p).size() : 0;
                    int n = random.nextInt(maxSends + 1);
                    sends[p][r] = new int[k + n];
                    for (int i = 0; i < k; i++) {
                        sends[p][r][i] = firsts.get(p).get(i);
                    }
                    for (int i = k; i < k + n; i++) {
                        int to = hot > 0 && random.nextBoolean() ? random.nextInt(hot) : random.nextInt(P);
                        if (to == p) {
                            to = (p + 1) % P;
                        }
                        sends[p][r][i] = to;
                        if (r < rounds - 1 || random.nextInt(3) > 0) {
                            receives[to][r]++;
                        }
                    }
                }
            }
            received = new ArrayList<>();
            for (int p = 0; p < P; p++) {
                received.add(null);
            }
        }

        @Override
        public void run(LogPProcessor p) {
            int me = p.id();
            if (me == 0) {
                starts.incrementAndGet();
            }
            List<String> mine = new ArrayList<>();
            received.set(me, mine); // written again by every start: the program may run twice
            for (int r = 0; r < work[me].length; r++) {
                int taken = 0;
                if (r == 0 && late[me]) {
                    take(p, mine);
                    taken = 1;
                }
                if (work[me][r] > 0) {
                    p.compute(work[me][r]);
                }
                for (int i = 0; i < sends[me][r].length; i++) {
                    p.send(sends[me][r][i], me + "." + r + "." + i);
                }
                for (int i = taken; i < receives[me][r]; i++) {
                    take(p, mine);
                }
            }
        }

        private static void take(LogPProcessor p, List<String> mine) {
            TimedMessage m = p.receive();
            mine.add(m.payload() + "@" + m.sendStart() + ">" + m.arrival() + "/" + p.now());
        }
    }

    /* One of three machines of P processors: LogP(6, 2, 4), LogP(9, 1, 2) or postal with lambda 1 to 4. */
    static LogP randomMachine(int P, SplittableRandom random) {
        return switch (random.nextInt(3)) {
            case 0 -> new LogP(P, 6, 2, 4);
            case 1 -> new LogP(P, 9, 1, 2);
            default -> LogP.postal(P, 1 + random.nextInt(4));
        };
    }

    static void assertSameRun(LogPRun expected, LogPRun actual) {
        WindowRunResult e = expected.result();
        WindowRunResult a = actual.result();
        assertEquals(e.makespan(), a.makespan(), "makespan");
        assertArrayEquals(e.finishTimes(), a.finishTimes(), "finish times");
        assertArrayEquals(e.busyTimes(), a.busyTimes(), "busy times");
        assertEquals(e.messages(), a.messages(), "messages");
        assertEquals(e.undelivered(), a.undelivered(), "undelivered");
        CapacityReport ce = expected.capacity();
        CapacityReport ca = actual.capacity();
        assertEquals(ce.mode(), ca.mode(), "mode");
        assertEquals(ce.limit(), ca.limit(), "limit");
        assertEquals(ce.violations(), ca.violations(), "violations");
        assertEquals(ce.worst(), ca.worst(), "worst in transit");
        assertEquals(ce.worstProcessor(), ca.worstProcessor(), "worst processor");
        assertEquals(ce.worstTime(), ca.worstTime(), "worst time");
        assertEquals(ce.stalledSends(), ca.stalledSends(), "stalled sends");
        assertArrayEquals(ce.stallCycles(), ca.stallCycles(), "stall cycles");
        Trace te = e.trace();
        Trace ta = a.trace();
        assertEquals(te == null, ta == null, "trace");
        if (te != null) {
            for (int i = 0; i < te.processors(); i++) {
                assertEquals(te.events(i), ta.events(i), "trace of processor " + i);
            }
        }
    }

    private static void compare(LogP model, int rounds, int hot, int maxSends, long seed, RunOptions options) {
        RandomRounds decided = new RandomRounds(model.P(), rounds, hot, maxSends, seed);
        LogPRun expected = model.run(decided, options);
        RandomRounds restartable = new RandomRounds(model.P(), rounds, hot, maxSends, seed);
        LogPRun actual = model.run(restartable, options, LogP.Hints.NONE.withRestartable(false));
        String where = model + ", seed " + seed;
        assertEquals(1, decided.starts.get());
        assertEquals(expected.capacity().stalledSends() == 0 ? 1 : 2, restartable.starts.get(),
                "starts of the restartable program, " + where + " (stalled sends: "
                        + expected.capacity().stalledSends() + ")");
        assertEquals(decided.received, restartable.received, "receptions, " + where);
        try {
            assertSameRun(expected, actual);
        } catch (AssertionError e) {
            throw new AssertionError(where + ", starts " + restartable.starts.get() + ": " + e.getMessage(), e);
        }
    }

    @Test
    void randomProgramsGiveTheDecidedRunWithOneStartIffNoSendStalls() {
        int stalled = 0;
        int free = 0;
        for (long seed = 1; seed <= 120; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 31);
            int P = 2 + random.nextInt(24);
            LogP model = randomMachine(P, random);
            int hot = random.nextInt(3) == 0 ? 0 : Math.min(P, 1 + random.nextInt(3));
            RandomRounds probe = new RandomRounds(P, 4, hot, 1 + random.nextInt(3), seed);
            LogPRun run = model.run(probe, RunOptions.defaults());
            if (run.capacity().stalledSends() > 0) {
                stalled++;
            } else {
                free++;
            }
            compare(model, 4, hot, probe.sends[0][0].length == 0 ? 1 : 2, seed, RunOptions.defaults());
        }
        // the draw must cover both outcomes for the comparison to mean anything
        assertTrue(stalled >= 10 && free >= 10, "stalled " + stalled + ", free " + free);
    }

    @Test
    void receivingAtArrivalGivesTheDecidedRunToo() {
        // the attempt counts each message when it is taken off the network, in arrival order as
        // at the call, so it finds the same stalls
        int stalled = 0;
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 37);
            int P = 2 + random.nextInt(24);
            LogP model = randomMachine(P, random).withReceive(ReceiveRule.AT_ARRIVAL);
            int hot = random.nextInt(3) == 0 ? 0 : Math.min(P, 1 + random.nextInt(3));
            RandomRounds probe = new RandomRounds(P, 4, hot, 2, seed);
            stalled += model.run(probe, RunOptions.defaults()).capacity().stalledSends() > 0 ? 1 : 0;
            compare(model, 4, hot, 2, seed, RunOptions.defaults());
        }
        assertTrue(stalled >= 10 && stalled <= 50, "stalled " + stalled);
    }

    @Test
    void tracesAndThreadModesAgree() {
        for (long seed = 1; seed <= 12; seed++) {
            for (ThreadMode mode : ThreadMode.values()) {
                RunOptions options = RunOptions.defaults().withTrace(true).withThreadMode(mode);
                compare(new LogP(9, 6, 2, 4), 3, seed % 2 == 0 ? 2 : 0, 2, seed, options);
            }
        }
    }

    @Test
    void aSendThatStallsOnAReceiverThatNeverReceivesIsFoundAfterTheAttempt() {
        // L=6 o=2 g=4, limit 2: processors 1..3 send to 0 at time 0 and 0 receives nothing. The
        // first two are in transit during [2, 8), so processor 3's send may leave at 8 at the
        // earliest: it starts at 6, not 0, and ends at 8, not 2.
        LogP model = new LogP(4, 6, 2, 4);
        AtomicInteger starts = new AtomicInteger();
        LogPProgram program = p -> {
            if (p.id() == 0) {
                starts.incrementAndGet();
            } else {
                p.send(0, "x");
            }
        };
        LogPRun run = model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false));
        assertEquals(2, starts.get(), "the attempt without decisions must be refused");
        assertArrayEquals(new long[] {0, 2, 2, 8}, run.result().finishTimes());
        assertEquals(1, run.capacity().stalledSends());
        assertEquals(6, run.capacity().totalStallCycles());
        assertEquals(3, run.result().undelivered());
        assertEquals(CapacityMode.ENFORCE, run.capacity().mode());
    }

    @Test
    void aRunWithoutStallsStartsOnceAndReportsTheEnforcedMode() {
        // processors 1 and 2 send to 0 at time 0: two in transit, the limit; nothing stalls
        LogP model = new LogP(3, 6, 2, 4);
        AtomicInteger starts = new AtomicInteger();
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                starts.incrementAndGet();
                p.receive();
                p.receive();
            } else {
                p.send(0, "x");
            }
        }, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false));
        assertEquals(1, starts.get());
        assertEquals(CapacityMode.ENFORCE, run.capacity().mode());
        assertEquals(0, run.capacity().stalledSends());
        assertEquals(2, run.capacity().worst());
        assertEquals(0, run.capacity().violations());
        assertEquals(14, run.result().makespan()); // receptions start at 8 and 8 + g = 12, each takes o
    }

    @Test
    void aFailingProgramFailsAsInTheDecidedRun() {
        LogP model = new LogP(5, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() == 0) {
                p.receive();
                throw new IllegalStateException("processor 0 gives up at " + p.now());
            }
            p.send(0, "x");
        };
        ProcessorFailureException decided = assertThrows(ProcessorFailureException.class,
                () -> model.run(program, RunOptions.defaults()));
        ProcessorFailureException restarted = assertThrows(ProcessorFailureException.class,
                () -> model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false)));
        assertEquals(decided.getMessage(), restarted.getMessage());
    }

    @Test
    void theFirstAttemptIsMadeBelow65536ProcessorsUnlessTheHintsSayOtherwise() {
        LogP.Hints restartable = LogP.Hints.NONE.withRestartable(false);
        assertTrue(LogP.attemptsFirst(restartable, 65_535));
        assertFalse(LogP.attemptsFirst(restartable, 65_536));
        assertTrue(LogP.attemptsFirst(LogP.Hints.NONE.withRestartable(true), 1 << 20));
        assertTrue(LogP.attemptsFirst(restartable.withFirstAttempt(LogP.FirstAttempt.ALWAYS), 10_000_000));
        assertFalse(LogP.attemptsFirst(LogP.Hints.NONE.withRestartable(true).withFirstAttempt(LogP.FirstAttempt.NEVER),
                2));
        // the stalling program of the test above, now decided from the start: one start
        AtomicInteger starts = new AtomicInteger();
        LogPRun run = new LogP(4, 6, 2, 4).run(p -> {
            if (p.id() == 0) {
                starts.incrementAndGet();
            } else {
                p.send(0, "x");
            }
        }, RunOptions.defaults(), restartable.withFirstAttempt(LogP.FirstAttempt.NEVER));
        assertEquals(1, starts.get());
        assertEquals(1, run.capacity().stalledSends());
    }

    @Test
    void hintsThatContradictEachOtherAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new LogP.Hints(null, true, false, true, LogP.FirstAttempt.AUTO, 1));
        assertFalse(LogP.Hints.NONE.withRestartable(true).withUnstalled().restartable()); // the last one holds
        assertThrows(IllegalArgumentException.class,
                () -> new LogP.Hints(null, false, true, false, LogP.FirstAttempt.AUTO, 1));
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> LogP.Hints.NONE.withDeciders(65));
        assertTrue(e.getMessage().contains("1..64"), e.getMessage());
        assertThrows(InvalidParameterException.class, () -> LogP.Hints.NONE.withDeciders(0));
    }

    /*
     * Processors 0 and 1 pass a token back and forth for ever (each waits in the emulator, so a
     * timeout stops them); first, if crowd, processors 1..3 send to 0 at once, and 0 takes the
     * three messages: over the limit of 2, so the attempt without decisions is refused.
     */
    private static LogPProgram endlessTokenAfter(boolean crowd) {
        return p -> {
            int me = p.id();
            if (crowd && me > 0) {
                p.send(0, "x");
            }
            if (me == 0) {
                if (crowd) {
                    for (int i = 0; i < 3; i++) {
                        p.receive();
                    }
                }
                p.send(1, "token");
            }
            if (me <= 1) {
                while (true) {
                    p.receive();
                    p.send(1 - me, "token");
                }
            }
        };
    }

    @Test
    void aSecondAttemptThatRunsOutOfTimeNamesTheRunsTimeout() {
        LogP model = new LogP(4, 6, 2, 4);
        RunOptions options = RunOptions.defaults().withTimeout(Duration.ofMillis(500));
        WallClockTimeoutException e = assertThrows(WallClockTimeoutException.class,
                () -> model.run(endlessTokenAfter(true), options, LogP.Hints.NONE.withRestartable(false)));
        assertTrue(e.getMessage().startsWith("wall-clock timeout after 0.5 s; unfinished processors"), e.getMessage());
        assertTrue(e.getMessage().contains("(after a first attempt without decisions that was refused in "),
                e.getMessage());
    }

    @Test
    void aFirstAttemptThatRunsOutOfTimeEndsTheRun() {
        // nothing stalls: the attempt times out, and no second start follows (a processor
        // computing outside the emulator could still be writing what a second start writes)
        LogP model = new LogP(4, 6, 2, 4);
        AtomicInteger starts = new AtomicInteger();
        LogPProgram token = endlessTokenAfter(false);
        WallClockTimeoutException e = assertThrows(WallClockTimeoutException.class, () -> model.run(p -> {
            if (p.id() == 0) {
                starts.incrementAndGet();
            }
            token.run(p);
        }, RunOptions.defaults().withTimeout(Duration.ofMillis(500)), LogP.Hints.NONE.withRestartable(false)));
        assertEquals(1, starts.get());
        assertTrue(e.getMessage().startsWith("wall-clock timeout after 0.5 s; unfinished processors"), e.getMessage());
        assertTrue(e.getMessage().endsWith(" (in a first attempt without decisions)"), e.getMessage());
    }

    @Test
    void theTimeoutBoundsEachAttempt() {
        // processors 1..3 send to 0, which never receives: the attempt is refused only after it
        // ends, 1.5 s of processor 4's sleeps later; the decided run needs those 1.5 s again
        LogP model = new LogP(5, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() == 4) {
                for (int i = 0; i < 150; i++) {
                    p.compute(1);
                    Thread.sleep(10);
                }
            } else if (p.id() > 0) {
                p.send(0, "x");
            }
        };
        RunOptions options = RunOptions.defaults().withTimeout(Duration.ofMillis(2500));
        LogPRun run = model.run(program, options, LogP.Hints.NONE.withRestartable(false));
        assertArrayEquals(new long[] {0, 2, 2, 8, 150}, run.result().finishTimes());
        assertEquals(1, run.capacity().stalledSends());
        assertTrue(run.result().wallNanos() >= 3_000_000_000L, "both attempts' wall time: " + run.result().wallNanos());
    }

    @Test
    void aProgramThatCatchesTheStallDoesNotKeepTheAttempt() {
        LogP model = new LogP(4, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() == 0) {
                for (int i = 0; i < 3; i++) {
                    try {
                        p.receive();
                    } catch (Throwable t) {
                        // a program that catches everything
                    }
                }
            } else {
                p.send(0, "x");
            }
        };
        LogPRun decided = model.run(program, RunOptions.defaults());
        LogPRun restarted = model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false));
        assertArrayEquals(decided.result().finishTimes(), restarted.result().finishTimes());
        assertEquals(1, restarted.capacity().stalledSends());
        assertSameRun(decided, restarted);
    }

    @Test
    void aProgramThatPromisesFewMessagesEachIsTriedFirstAtAnySizeAndStillChecked() {
        // 70,000 processors, over the limit: processors 1..3 send to 0, which receives nothing,
        // so the promise is broken; the attempt is made only with the promise, and refused
        LogP model = new LogP(70_000, 6, 2, 4);
        for (boolean promise : new boolean[] {false, true}) {
            AtomicInteger starts = new AtomicInteger();
            LogPRun run = model.run(p -> {
                if (p.id() == 0) {
                    starts.incrementAndGet();
                } else if (p.id() <= 3) {
                    p.send(0, "x");
                }
            }, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(promise));
            assertEquals(promise ? 2 : 1, starts.get(), "promise " + promise);
            assertEquals(1, run.capacity().stalledSends());
            assertEquals(8, run.result().finishTime(3));
        }
    }

    @Test
    void modesWithoutStallsRunOnce() {
        for (LogP model : List.of(new LogP(4, 6, 2, 4, CapacityMode.CHECK), new LogP(4, 6, 2, 4, CapacityMode.OFF),
                new LogP(4, 6, 2, 0))) {
            AtomicInteger starts = new AtomicInteger();
            LogPRun run = model.run(p -> {
                if (p.id() == 0) {
                    starts.incrementAndGet();
                } else {
                    p.send(0, "x");
                }
            }, RunOptions.defaults(), LogP.Hints.NONE.withRestartable(false));
            assertEquals(1, starts.get(), model.toString());
            assertEquals(0, run.capacity().stalledSends(), model.toString());
        }
    }
}
