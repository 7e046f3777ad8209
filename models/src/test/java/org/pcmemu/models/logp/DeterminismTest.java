package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.ThreadMode;

/**
 * docs/architecture.md, invariant 1: the same program gives the same model-time results whatever the thread
 * scheduling. A randomized many-to-many program with data-dependent timing runs 50 times under
 * injected scheduling jitter (random yields and parks at every emulator call), and 20 times on
 * LogGP receiving at arrival, in each capacity mode.
 */
class DeterminismTest {
    private static final int P = 12;
    private static final int ROUNDS = 6;

    /** Destinations of processor {@code id} in round {@code r}: a seeded random subset. */
    private static int[] targets(long seed, int id, int r) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + id * 31L + r);
        int count = random.nextInt(4);
        int[] to = new int[count];
        for (int i = 0; i < count; i++) {
            int t = random.nextInt(P - 1);
            to[i] = t >= id ? t + 1 : t;
        }
        return to;
    }

    /*
     * Per processor: a hash of everything it received and when; finish times come from the run.
     * A message's size is 1 + (its payload's low bits), so that on LogGP the sizes, and with them
     * the times, depend on what was received (on LogP a size costs nothing).
     */
    private static long[] run(LogP model, ThreadMode mode, long jitter, long[] finish) {
        long seed = 2026;
        int[][] incoming = new int[ROUNDS][P];
        for (int r = 0; r < ROUNDS; r++) {
            for (int id = 0; id < P; id++) {
                for (int t : targets(seed, id, r)) {
                    incoming[r][t]++;
                }
            }
        }
        long[] digest = new long[P];
        RunOptions options = RunOptions.defaults().withThreadMode(mode).withJitter(jitter)
                .withTimeout(Duration.ofSeconds(60));
        LogPRun run = model.run(p -> {
            long h = p.id();
            for (int r = 0; r < ROUNDS; r++) {
                for (int t : targets(seed, p.id(), r)) {
                    p.compute(h & 3); // data-dependent local work
                    p.send(t, h, 1 + (h & 3));
                }
                for (int i = 0; i < incoming[r][p.id()]; i++) {
                    TimedMessage m = p.receive();
                    h = h * 1_000_003L + m.from() * 7919L + (Long) m.payload() * 31 + m.arrival() * 17 + p.now();
                }
            }
            digest[p.id()] = h;
        }, options);
        RunResult result = run.result();
        System.arraycopy(result.finishTimes(), 0, finish, 0, P);
        return digest;
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void fiftyJitteredRunsGiveIdenticalModelTimeResults(ThreadMode mode) {
        jitteredRunsAgree(new LogP(P, 5, 1, 3), mode, 50);
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void logGPReceivingAtArrivalToo(ThreadMode mode) {
        // sizes that depend on what was received, and receptions wherever messages arrive
        for (CapacityMode capacity : CapacityMode.values()) {
            jitteredRunsAgree(LogP.logGP(P, 5, 1, 3, 2, 1).withCapacity(capacity).withReceive(ReceiveRule.AT_ARRIVAL),
                    mode, 20);
        }
    }

    private static void jitteredRunsAgree(LogP model, ThreadMode mode, int runs) {
        long[] referenceFinish = new long[P];
        long[] reference = run(model, mode, 0, referenceFinish);
        for (int i = 1; i <= runs; i++) {
            long[] finish = new long[P];
            long[] digest = run(model, mode, i, finish);
            assertArrayEquals(reference, digest, "received sequence differs in run " + i);
            assertArrayEquals(referenceFinish, finish, "finish times differ in run " + i);
        }
        // the reference itself did something: some processor received (its digest left its id)
        // and some clock moved
        assertTrue(IntStream.range(0, P).anyMatch(i -> reference[i] != i), "nothing received");
        assertTrue(Arrays.stream(referenceFinish).anyMatch(f -> f > 0), "no model time passed");
    }
}
