package org.pcmemu.algorithms.logp.combining;

import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.algorithms.logp.ByFrom;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;

/**
 * The combining broadcast (all-reduce) of TR section 5.2, Theorem 5.1, with the offsets
 * f_{j+lambda-1}, run step by step as {@link CombiningSchedule} describes. A received value goes
 * on the left of the held one, so for any associative operator processor i ends with the fold of
 * the rotation x[e+1], ..., x[P-1], x[0], ..., x[e], e = {@link CombiningSchedule#rotationEnd(int)}
 * (e = i when P = f_T); for a commutative operator that is the fold of all values.
 *
 * <p>Each processor waits for the start of its step before receiving and for the send slot before
 * sending. The waits keep the messages to one processor in step order (a processor receives
 * exactly one per step), so the received block is always the one adjacent on the left. A message
 * is taken by its sender's id, so one that arrives early (a latency below L) waits for its step.
 */
public final class FibonacciCombiningBroadcast {
    private FibonacciCombiningBroadcast() {
    }

    public static <T> CombiningOutcome run(LogP model, IntFunction<? extends T> value, BinaryOperator<T> op,
                                           RunOptions options) {
        CombiningSchedule s = CombiningSchedule.of(model);
        Object[] held = new Object[model.P()];
        long[] done = new long[model.P()];
        // once: value and op are the caller's, maybe not stateless; and each processor receives one
        // message a step, max(g, 2o) >= g apart, so no send can stall (an unstalled run checks it: LogP.Hints.unstalled)
        LogPRun run = model.run(p -> {
            int me = p.id();
            ByFrom early = new ByFrom(p);
            T v = value.apply(me);
            if (s.isPartner(me)) {
                at(p, s, 0, true);
                p.send(me - 1, v);
                at(p, s, s.fibonacciSteps() + 2 * s.offset(), false);
                v = receiveFrom(early, me - 1);
            } else {
                if (s.offset() > 0 && me < 2 * s.pairs()) {
                    at(p, s, s.lambda(), false);
                    v = op.apply(v, receiveFrom(early, me + 1));
                }
                v = fibonacciPhase(p, s, v, op, early);
                if (me < 2 * s.pairs()) {
                    at(p, s, s.offset() + s.fibonacciSteps(), true);
                    p.send(me + 1, v);
                }
            }
            held[me] = v;
            done[me] = p.now();
        }, options, LogP.Hints.NONE.withUnstalled());
        return new CombiningOutcome(run, held, done);
    }

    /*
     * Theorem 5.1 among the Q cores, steps offset .. offset + T'. A step does something only if it
     * sends (j <= T' - lambda) or receives (j >= lambda); the steps in between are skipped, so the
     * loop is as long as the messages, not as lambda.
     */
    private static <T> T fibonacciPhase(LogPProcessor p, CombiningSchedule s, T v, BinaryOperator<T> op,
                                         ByFrom early) {
        int q = s.cores();
        int c = s.group(p.id());
        long lambda = s.lambda();
        long lastSend = s.fibonacciSteps() - lambda;
        for (long j = lastSend >= 0 ? 0 : lambda; j <= s.fibonacciSteps(); j = j == lastSend && j + 1 < lambda ? lambda : j + 1) {
            long global = s.offset() + j;
            if (j >= lambda) {
                at(p, s, global, false);
                int from = s.coreProcessor((int) Math.floorMod(c - s.f(j - 1), (long) q));
                v = op.apply(receiveFrom(early, from), v);
            }
            if (j <= lastSend) {
                at(p, s, global, true);
                p.send(s.coreProcessor((int) ((c + s.f(j + lambda - 1)) % q)), v);
            }
        }
        return v;
    }

    /* Waits for step j's reception slot (jG) or send slot (jG + o). */
    private static void at(LogPProcessor p, CombiningSchedule s, long j, boolean send) {
        p.idleUntil(j * s.step() + (send ? p.model().o() : 0));
    }

    private static <T> T receiveFrom(ByFrom early, int expected) {
        @SuppressWarnings("unchecked")
        T v = (T) early.receive(expected).payload();
        return v;
    }
}
