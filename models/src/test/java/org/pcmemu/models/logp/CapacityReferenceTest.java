package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;

/**
 * The enforced capacity against a sequential interpreter of the LogP paper's rule written here:
 * requests are taken one at a time in (attempt, sender) order, and each starts at the first cycle
 * at which adding its transit interval [start + o, start + o + L) to those already decided leaves
 * at most ceil(L/g) intervals over every point (checked point by point, not with the engine's
 * ring of departures). Random machines and send patterns; every processor's finish time and
 * stall must agree, on virtual and platform threads and with random pauses (jitter).
 */
class CapacityReferenceTest {

    /* Processor p computes work[p][k], then sends to dest[p][k], for each k; then receives its share. */
    record Pattern(LogP model, int[][] dest, long[][] work) {
        int incoming(int p) {
            int n = 0;
            for (int[] d : dest) {
                for (int x : d) {
                    n += x == p ? 1 : 0;
                }
            }
            return n;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(model.toString());
            for (int p = 0; p < dest.length; p++) {
                sb.append(" p").append(p).append(java.util.Arrays.toString(dest[p]));
            }
            return sb.toString();
        }
    }

    static List<Pattern> patterns() {
        List<Pattern> out = new ArrayList<>();
        Random random = new Random(20261123);
        for (int i = 0; i < 120; i++) {
            int P = 2 + random.nextInt(6);
            long L = 1 + random.nextInt(9);
            long o = random.nextInt(4);
            long g = 1 + random.nextInt(5);
            int[][] dest = new int[P][];
            long[][] work = new long[P][];
            for (int p = 0; p < P; p++) {
                int sends = random.nextInt(7);
                dest[p] = new int[sends];
                work[p] = new long[sends];
                for (int k = 0; k < sends; k++) {
                    // skewed towards processor 0, so that its limit is often reached
                    int to = random.nextInt(3) == 0 ? 0 : random.nextInt(P);
                    dest[p][k] = to == p ? (p + 1) % P : to;
                    work[p][k] = random.nextInt(4) == 0 ? random.nextInt(5) : 0;
                }
            }
            out.add(new Pattern(new LogP(P, L, o, g), dest, work));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("patterns")
    void enforcedCapacityMatchesTheSequentialInterpreter(Pattern pattern) {
        Expected expected = interpret(pattern);
        RunOptions[] modes = {RunOptions.defaults(), RunOptions.defaults().withThreadMode(ThreadMode.PLATFORM),
            RunOptions.defaults().withJitter(20261123)}; // jitter: random pauses before each call
        for (RunOptions options : modes) {
            LogPRun run = run(pattern, options);
            assertArrayEquals(expected.finish, run.result().finishTimes(), () -> pattern + " finish times, " + options);
            assertArrayEquals(expected.stall, run.capacity().stallCycles(), () -> pattern + " stalls, " + options);
            assertFalse(run.capacity().exceeded(), () -> pattern + " exceeded the limit");
        }
    }

    @ParameterizedTest
    @MethodSource("patterns")
    void checkRunsTheSamePatternWithoutStalls(Pattern pattern) {
        LogPRun run = run(new Pattern(pattern.model().withCapacity(CapacityMode.CHECK), pattern.dest(),
                pattern.work()), RunOptions.defaults());
        assertEquals(0, run.capacity().stalledSends());
        Expected enforced = interpret(pattern);
        if (LongStream.of(enforced.stall).sum() == 0) {
            assertArrayEquals(enforced.finish, run.result().finishTimes(), pattern::toString);
        } else {
            assertTrue(run.capacity().exceeded(), () -> pattern + " stalls under enforce, so check must see excess");
        }
    }

    private static LogPRun run(Pattern pattern, RunOptions options) {
        return pattern.model().run(p -> {
            int id = p.id();
            for (int k = 0; k < pattern.dest()[id].length; k++) {
                p.compute(pattern.work()[id][k]);
                p.send(pattern.dest()[id][k], k);
            }
            for (int n = pattern.incoming(id); n > 0; n--) {
                p.receive();
            }
        }, options);
    }

    record Expected(long[] finish, long[] stall) {
    }

    private record Sent(int from, long sequence, long departure, long arrival) {
    }

    /* The independent interpreter: no engine code, one request at a time. */
    static Expected interpret(Pattern pattern) {
        LogP m = pattern.model();
        int P = m.P();
        long limit = m.capacity();
        long[] clock = new long[P];
        long[] lastStart = new long[P];
        int[] next = new int[P];
        long[] stall = new long[P];
        long[] attempt = new long[P];
        List<List<Sent>> toward = new ArrayList<>();
        PriorityQueue<Integer> requests = new PriorityQueue<>(
                Comparator.<Integer>comparingLong(p -> attempt[p]).thenComparingInt(p -> p));
        for (int p = 0; p < P; p++) {
            toward.add(new ArrayList<>());
            if (pattern.dest()[p].length > 0) {
                attempt[p] = pattern.work()[p][0];
                requests.add(p);
            }
        }
        while (!requests.isEmpty()) {
            int p = requests.poll();
            int k = next[p]++;
            List<Sent> into = toward.get(pattern.dest()[p][k]);
            long start = attempt[p];
            while (!fits(into, start + m.o(), m.L(), limit)) {
                start++;
            }
            stall[p] += start - attempt[p];
            into.add(new Sent(p, k, start + m.o(), start + m.o() + m.L()));
            clock[p] = start + m.o();
            lastStart[p] = start;
            if (next[p] < pattern.dest()[p].length) {
                attempt[p] = Math.max(clock[p] + pattern.work()[p][next[p]], lastStart[p] + m.g());
                requests.add(p);
            }
        }
        for (int p = 0; p < P; p++) {
            List<Sent> in = new ArrayList<>(toward.get(p));
            in.sort(Comparator.comparingLong(Sent::arrival).thenComparingInt(Sent::from)
                    .thenComparingLong(Sent::sequence));
            long lastReceive = Long.MIN_VALUE;
            for (Sent s : in) {
                long r = Math.max(clock[p], s.arrival());
                if (lastReceive != Long.MIN_VALUE) {
                    r = Math.max(r, lastReceive + m.g());
                }
                lastReceive = r;
                clock[p] = r + m.o();
            }
        }
        return new Expected(clock, stall);
    }

    /* Adding [departure, departure + L) leaves at most `limit` intervals over every point. */
    private static boolean fits(List<Sent> decided, long departure, long L, long limit) {
        List<Long> points = new ArrayList<>(List.of(departure));
        for (Sent s : decided) {
            if (s.departure() >= departure && s.departure() < departure + L) {
                points.add(s.departure());
            }
        }
        for (long x : points) {
            long over = 1;
            for (Sent s : decided) {
                over += s.departure() <= x && x < s.departure() + L ? 1 : 0;
            }
            if (over > limit) {
                return false;
            }
        }
        return true;
    }
}
