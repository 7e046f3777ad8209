package org.pcmemu.algorithms.logp.summation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.LongFunction;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;

/**
 * The baseline: n operands spread evenly (in order) over P' = min(P, n) processors, each sums
 * its block, then a balanced binary-tree reduction. In round r every processor i with
 * i mod 2^(r+1) = 2^r sends its partial sum to i - 2^r, so i's parent is i - lowbit(i).
 *
 * <pre>
 *   round 0:  1->0   3->2   5->4   7->6
 *   round 1:  2->0          6->4
 *   round 2:  4->0
 * </pre>
 *
 * Partial sums travel with their operand range and a processor merges adjacent ranges as soon as
 * they are both present (one cycle per merge), so the operator need not be commutative and
 * partial sums may arrive in any order (near the right edge a processor without children sends
 * early, and its message can overtake one from an earlier round).
 */
public final class BinaryTreeSummation {
    private BinaryTreeSummation() {
    }

    /* A partial sum of operands [lo, hi). */
    private record Piece(long lo, long hi, Object value) {
    }

    public static <T> SummationOutcome run(LogP model, long n, LongFunction<? extends T> operand,
                                           BinaryOperator<T> op, RunOptions options) {
        if (n < 1) {
            throw new IllegalArgumentException("need at least one operand, got " + n);
        }
        int used = (int) Math.min(model.P(), n);
        long[] consumed = new long[model.P()];
        Object[] result = new Object[1];
        long[] time = new long[1];
        LogPRun run = model.run(p -> { // once: operand and op are the caller's, maybe not stateless
            int me = p.id();
            if (me >= used) {
                return;
            }
            long lo = blockStart(n, used, me);
            long hi = blockStart(n, used, me + 1);
            T v = operand.apply(lo);
            for (long x = lo + 1; x < hi; x++) {
                p.compute(1);
                v = op.apply(v, operand.apply(x));
            }
            consumed[me] = hi - lo;
            Piece sum = gather(p, new Piece(lo, hi, v), children(me, used), op);
            if (me == 0) {
                result[0] = sum.value();
                time[0] = p.now();
            } else {
                p.send(me - Integer.lowestOneBit(me), sum);
            }
        }, options);
        return new SummationOutcome(run, result[0], time[0], consumed, used);
    }

    /** First operand of processor i: blocks of n / P' or n / P' + 1, the larger ones first. */
    static long blockStart(long n, int used, int i) {
        long q = n / used;
        long r = n % used;
        return i * q + Math.min(i, r);
    }

    /** Processor i's children i + 2^r for 2^r < lowbit(i) (every 2^r for the root), inside P'. */
    static int children(int i, int used) {
        int count = 0;
        for (long step = 1; (i == 0 || step < Integer.lowestOneBit(i)) && i + step < used; step <<= 1) {
            count++;
        }
        return count;
    }

    /* Receives `count` pieces and merges everything into one range; one cycle per merge. */
    private static <T> Piece gather(LogPProcessor p, Piece own, int count, BinaryOperator<T> op) {
        List<Piece> pieces = new ArrayList<>();
        pieces.add(own);
        for (int c = 0; c < count; c++) {
            TimedMessage m = p.receive();
            Piece in = (Piece) m.payload();
            int at = 0;
            while (at < pieces.size() && pieces.get(at).lo() < in.lo()) {
                at++;
            }
            pieces.add(at, in);
            if (at + 1 < pieces.size() && pieces.get(at + 1).lo() == in.hi()) {
                merge(p, pieces, at, op);
            }
            if (at > 0 && pieces.get(at - 1).hi() == in.lo()) {
                merge(p, pieces, at - 1, op);
            }
        }
        if (pieces.size() != 1) {
            throw new IllegalStateException("processor " + p.id() + " ended with " + pieces.size() + " separate ranges");
        }
        return pieces.get(0);
    }

    /* Replaces pieces at and at+1 (adjacent ranges) by their sum. */
    private static <T> void merge(LogPProcessor p, List<Piece> pieces, int at, BinaryOperator<T> op) {
        Piece left = pieces.get(at);
        Piece right = pieces.remove(at + 1);
        p.compute(1);
        T sum = op.apply(value(left), value(right));
        pieces.set(at, new Piece(left.lo(), right.hi(), sum));
    }

    @SuppressWarnings("unchecked")
    private static <T> T value(Piece piece) {
        return (T) piece.value();
    }
}
