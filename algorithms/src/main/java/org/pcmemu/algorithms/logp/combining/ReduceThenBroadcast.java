package org.pcmemu.algorithms.logp.combining;

import java.util.function.BinaryOperator;
import java.util.function.IntFunction;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * The baseline of TR section 5.2: an optimal reduction to processor 0 followed by an optimal
 * broadcast, "optimal to within a factor of 2". The reduction runs the optimal broadcast tree
 * B(P; L, o, g) backwards (TR section 5.2: reduction is the time-reversed broadcast): every
 * processor combines its children's values as they arrive (combining is free, as in TR 5.2.1)
 * and then sends to its parent. The operator must be commutative: values are combined in
 * arrival order.
 *
 * <p>Each phase takes exactly B(P): the as-soon-as-possible reduction is never later than the
 * lazy time-reversed schedule (by induction up the tree: arrivals no later, receptions max(g, o)
 * apart in both), which ends at B(P), and no reduction ends earlier (TR Theorem 3.1 reversed).
 */
public final class ReduceThenBroadcast {
    private ReduceThenBroadcast() {
    }

    public static <T> CombiningOutcome run(LogP model, IntFunction<? extends T> value, BinaryOperator<T> op,
                                           RunOptions options) {
        BroadcastTree tree = BroadcastTree.optimal(model.P(), model.L(), model.o(), model.g());
        Object[] held = new Object[model.P()];
        long[] done = new long[model.P()];
        LogPRun run = model.run(p -> { // once: value and op are the caller's, maybe not stateless
            int me = p.id();
            T v = value.apply(me);
            for (int i = 0; i < tree.childCount(me); i++) {
                v = op.apply(v, payload(p.receive()));
            }
            if (me != 0) {
                p.send(tree.parent(me), v);
                v = payload(p.receive());
            }
            held[me] = v;
            done[me] = p.now();
            for (int i = 0; i < tree.childCount(me); i++) {
                p.send(tree.child(me, i), v);
            }
        }, options);
        return new CombiningOutcome(run, held, done);
    }

    @SuppressWarnings("unchecked")
    private static <T> T payload(TimedMessage m) {
        return (T) m.payload();
    }
}
