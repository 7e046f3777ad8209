package org.pcmemu.algorithms.logp.summation;

import java.util.function.BinaryOperator;
import java.util.function.LongFunction;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.algorithms.logp.ByFrom;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;

/**
 * Runs the optimal summation S(t) (TR Theorem 4.1) on the emulated LogP machine. Every processor
 * adds its own operands one cycle per addition, receives its children's partial sums, adds each
 * in one cycle, and sends one message to its parent; the root ends holding
 * x_0 op x_1 op ... op x_{n-1} for any associative {@code op} (commutativity is not needed: see
 * the operand ranges of {@link SummationSchedule}). All times are read off the emulated clocks.
 *
 * <p>The program adds and receives as fast as the model lets it, except that a non-root
 * processor waits for its scheduled send time before sending. Only a trimmed leaf
 * ({@link SummationSchedule#forOperands}) ever waits: without that wait its message could overtake
 * a sibling's, and the parent would combine partial sums out of order.
 */
public final class OptimalSummation {
    private OptimalSummation() {
    }

    public static <T> SummationOutcome run(LogP model, SummationSchedule schedule, LongFunction<? extends T> operand,
                                           BinaryOperator<T> op, RunOptions options) {
        int used = schedule.processors();
        if (used > model.P()) {
            throw new IllegalArgumentException("schedule uses " + used + " processors, the model has " + model.P());
        }
        long[] consumed = new long[model.P()];
        Object[] result = new Object[1];
        long[] time = new long[1];
        LogPRun run = model.run(p -> { // once: operand and op are the caller's, maybe not stateless
            if (p.id() < used) {
                T v = sum(p, schedule, operand, op, consumed);
                if (p.id() == 0) {
                    result[0] = v;
                    time[0] = p.now();
                } else {
                    p.idleUntil(schedule.sendTime(p.id()));
                    p.send(schedule.tree().parent(p.id()), v);
                }
            }
        }, options);
        return new SummationOutcome(run, result[0], time[0], consumed, used);
    }

    /* One processor's additions and receptions; returns its partial sum. */
    private static <T> T sum(LogPProcessor p, SummationSchedule schedule, LongFunction<? extends T> operand,
                             BinaryOperator<T> op, long[] consumed) {
        int me = p.id();
        BroadcastTree tree = schedule.tree();
        long next = schedule.operandStart(me);
        long end = next + schedule.share(me);
        T v = operand.apply(next++); // holding the first operand costs nothing
        long blockEnd = Math.min(end, schedule.operandStart(me) + schedule.firstBlock(me));
        for (; next < blockEnd; next++) {
            p.compute(1);
            v = op.apply(v, operand.apply(next));
        }
        int k = tree.childCount(me);
        ByFrom children = new ByFrom(p);
        for (int j = 1; j <= k; j++) {
            int child = tree.child(me, k - j); // the child sending last is received first
            TimedMessage m = children.receive(child); // in this order even if latencies vary
            p.compute(1);
            v = op.apply(payload(m), v);
            blockEnd = Math.min(end, next + schedule.blockAfterReception(me, j));
            for (; next < blockEnd; next++) {
                p.compute(1);
                v = op.apply(v, operand.apply(next));
            }
        }
        consumed[me] = next - schedule.operandStart(me);
        return v;
    }

    @SuppressWarnings("unchecked")
    static <T> T payload(TimedMessage m) {
        return (T) m.payload();
    }
}
