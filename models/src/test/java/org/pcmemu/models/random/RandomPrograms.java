package org.pcmemu.models.random;

import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.WallClockTimeoutException;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProcessor;
import org.pcmemu.models.locality.LatencyFunction;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;

/**
 * Random valid programs, each made from one seed, on LogP, postal, BSP and D-BSP: rounds of sends
 * to random processors, random computation, receptions or barriers, partitions into halves
 * (D-BSP), messages left unread at the end, and on purpose some programs that deadlock (a
 * processor waits for one message more than is sent to it) or fail (a processor throws). Every
 * processor derives the whole plan from the seed, so it knows how many messages to receive.
 * {@link #run} runs one program and tells how it ended.
 */
public final class RandomPrograms {
    /** Wall-clock limit of one run: a run that reaches it hung. */
    static final Duration TIMEOUT = Duration.ofSeconds(30);

    private RandomPrograms() {
    }

    /**
     * How a run ended: a result (model-time figures and the messages the program received), or
     * the message of the named error it raised.
     */
    public record Outcome(String model, long makespan, long[] finish, long sent, long undelivered, long received,
                          String error) {
        boolean failed() {
            return error != null;
        }

        /** Same model-time result: every figure, or the same error message. */
        boolean sameAs(Outcome o) {
            return model.equals(o.model) && makespan == o.makespan && Arrays.equals(finish, o.finish)
                    && sent == o.sent && undelivered == o.undelivered && received == o.received
                    && java.util.Objects.equals(error, o.error);
        }

        @Override
        public String toString() {
            return error != null ? model + ": " + error : model + ": makespan " + makespan + ", sent " + sent
                    + ", received " + received + ", undelivered " + undelivered;
        }
    }

    /** Runs the program of {@code seed} in {@code mode}. A timeout is returned as an error outcome, never thrown. */
    public static Outcome run(long seed, ThreadMode mode, long jitter) {
        SplittableRandom r = new SplittableRandom(seed);
        RunOptions options = RunOptions.defaults().withThreadMode(mode).withTimeout(TIMEOUT).withJitter(jitter);
        int kind = r.nextInt(4);
        Plan plan = new Plan(r, 1 + r.nextInt(kind == 3 ? 16 : 9));
        AtomicLong received = new AtomicLong();
        String name = switch (kind) {
            case 0 -> "logp";
            case 1 -> "postal";
            case 2 -> "bsp";
            default -> "dbsp";
        };
        try {
            RunResult result = switch (kind) {
                case 0 -> new LogP(plan.p, 1 + r.nextInt(6), r.nextInt(3), r.nextInt(4))
                        .run(p -> logP(p, plan, received), options).result();
                case 1 -> LogP.postal(plan.p, 1 + r.nextInt(5)).run(p -> logP(p, plan, received), options).result();
                case 2 -> new Bsp(plan.p, r.nextInt(3), 1 + r.nextInt(5)).run(p -> bsp(p, plan, received), options)
                        .result();
                default -> new DBsp(plan.p, LatencyFunction.constant(1 + r.nextInt(2)), LatencyFunction.log())
                        .run(p -> dBsp(p, plan, received, 0), options).result();
            };
            return new Outcome(name, result.makespan(), result.finishTimes(), result.messages(), result.undelivered(),
                    received.get(), null);
        } catch (WallClockTimeoutException e) {
            return new Outcome(name, -1, null, -1, -1, -1, "TIMEOUT " + e.getMessage());
        } catch (EmulationException e) {
            return new Outcome(name, -1, null, -1, -1, -1, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /*
     * The plan every processor derives from the seed: per round, each processor's targets; the
     * processor that fails and where, the processor that waits for one message too many.
     */
    private static final class Plan {
        final int p;
        final int rounds;
        final int[][][] targets; // [round][processor] -> targets
        final int[][] incoming;  // [round][processor]
        final long[][] work;
        final int[] leftovers;   // messages each sends at the end that nobody receives
        final int failing;       // processor that throws, or -1
        final int failRound;
        final int starving;      // processor that waits for one message too many, or -1

        Plan(SplittableRandom r, int p) {
            this.p = p;
            rounds = 1 + r.nextInt(4);
            targets = new int[rounds][p][];
            incoming = new int[rounds][p];
            work = new long[rounds][p];
            for (int round = 0; round < rounds; round++) {
                for (int i = 0; i < p; i++) {
                    int n = p == 1 ? 0 : r.nextInt(4);
                    targets[round][i] = new int[n];
                    for (int m = 0; m < n; m++) {
                        int t = (i + 1 + r.nextInt(p - 1)) % p; // never itself
                        targets[round][i][m] = t;
                        incoming[round][t]++;
                    }
                    work[round][i] = r.nextInt(5);
                }
            }
            leftovers = new int[p];
            for (int i = 0; i < p && p > 1; i++) {
                leftovers[i] = r.nextInt(8) == 0 ? 1 + r.nextInt(2) : 0;
            }
            int event = r.nextInt(10);
            failing = event == 0 ? r.nextInt(p) : -1;
            failRound = r.nextInt(rounds);
            starving = event == 1 ? r.nextInt(p) : -1;
        }

        void maybeFail(int id, int round) {
            if (id == failing && round == failRound) {
                throw new IllegalStateException("planned failure of processor " + id + " in round " + round);
            }
        }
    }

    private static void logP(LogPProcessor p, Plan plan, AtomicLong received) {
        int me = p.id();
        for (int round = 0; round < plan.rounds; round++) {
            plan.maybeFail(me, round);
            p.compute(plan.work[round][me]);
            for (int t : plan.targets[round][me]) {
                p.send(t, round);
            }
            int expect = plan.incoming[round][me] + (me == plan.starving && round == plan.rounds - 1 ? 1 : 0);
            for (int m = 0; m < expect; m++) {
                p.receive();
                received.incrementAndGet();
            }
        }
        for (int m = 0; m < plan.leftovers[me]; m++) {
            p.send((me + 1) % plan.p, "left over");
        }
    }

    private static void bsp(BspProcessor p, Plan plan, AtomicLong received) {
        int me = p.id();
        for (int round = 0; round < plan.rounds; round++) {
            plan.maybeFail(me, round);
            p.compute(plan.work[round][me]);
            for (int t : plan.targets[round][me]) {
                p.send(t, round, 1 + (t % 3));
            }
            p.sync();
            received.addAndGet(p.messages().size());
        }
        for (int m = 0; m < plan.leftovers[me]; m++) {
            p.send((me + 1) % plan.p, "left over");
        }
    }

    /* Rounds inside the current sub-machine, then, while it has two or more processors, a partition into halves. */
    private static void dBsp(DBspProcessor p, Plan plan, AtomicLong received, int depth) throws Exception {
        int me = p.id();
        for (int round = 0; round < plan.rounds; round++) {
            plan.maybeFail(me, round);
            p.compute(plan.work[round][me]);
            for (int t : plan.targets[round][me]) {
                int inside = p.first() + Math.floorMod(t, p.size());
                if (inside != me) {
                    p.send(inside, round);
                }
            }
            p.sync();
            received.addAndGet(p.messages().size());
        }
        if (p.size() > 1 && depth < 2) {
            p.partition(q -> dBsp(q, plan, received, depth + 1));
            received.addAndGet(p.messages().size()); // what the halves left for after the merge
        }
    }
}
