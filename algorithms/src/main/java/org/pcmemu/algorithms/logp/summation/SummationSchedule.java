package org.pcmemu.algorithms.logp.summation;

import org.pcmemu.algorithms.logp.broadcast.BroadcastBounds;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;

/**
 * The optimal t-step summation schedule S(t) of Karp, Sahay, Santos and Schauser (TR section 4,
 * SPAA section 5): the time reversal of the optimal broadcast tree for latency L+1. A processor
 * with information time d in that broadcast sends its partial sum at S = t - d; the root (d = 0)
 * holds the total at t.
 *
 * <p>One summing processor with k children, receptions R(1) < ... < R(k), send at S
 * (TR Lemma 4.1, "busy-lazy"; LogP paper Figure 4):
 * <pre>
 *   0            R(1)    +o  +1           R(2)   +o  +1          R(k)  +o  +1 = S
 *   |-- adds ----|--recv--|add|-- adds --|--recv--|add|  ...  --|--recv--|add|-> send
 *     R(1) adds             g'-o-1 adds                         (no adds left)
 *   R(j) = S - (o+1) - (k-j) g'        share = S - (o+1) k + 1 operands (Lemma 4.2's proof)
 * </pre>
 * Local additions overlap the delivery of the children's messages. The child received at R(j)
 * is the broadcast child with index k-j: it sends at R(j) - o - L and its label is
 * d + (L+1) + 2o + (k-j) g'. Hence the reversed schedule is the universal tree with latency L+1
 * (the extra cycle is the addition after each reception) and sibling spacing g'.
 *
 * <p><b>g' = max(g, o+1).</b> The papers assume g >= o+1 ("g-o-1 input-summing nodes" between
 * receptions, LogP paper section 3.3). If g < o+1, consecutive receptions cannot be only g apart
 * in any algorithm: every reception keeps the processor busy o cycles and its partial sum needs
 * one more cycle to be added, so from the j-th reception on the processor is busy
 * (k-j+1)(o+1) cycles before it can send, and S >= R(j) + (o+1) + (k-j) max(g, o+1). With g'
 * in place of g, Lemma 4.1, the reversal and Theorem 3.4's Sigma-optimality argument go through
 * unchanged, so the schedule below is optimal for every g. (This extension to g < o+1 is ours;
 * the emulator confirms it: with spacing g instead of g' the receptions collide and runs end late.)
 *
 * <p><b>Shares too small to pay for the reception (LogP paper section 3.3: "all transmitted
 * partial sums must represent at least o additions").</b> Adding a processor whose send time is S
 * adds S+1 operands of its own but costs its parent o+1 cycles (reception and addition) in which
 * the parent would otherwise have added o+1 operands: a net gain of S - o = t - d - o. Labels grow
 * down the tree, so those gains shrink down the tree and the best set of at most P processors is
 * the P' = min(P, #{labels d < t - o}) smallest labels (at least the root). Hence
 * <pre>
 *   N(t; P) = (t + 1) + sum over the P'-1 smallest non-root labels d of (t - o - d)
 * </pre>
 * which is Lemma 4.2's count sum_i (S_i - (o+1) k_i + 1). (Lemma 4.2 prints
 * n = sum S_i - oP + 1; summing its own proof's per-processor count over P processors with
 * P-1 messages gives sum S_i - o(P-1) + 1, which is what this class computes.)
 *
 * <p>Processor ids are the tree's: 0 is the root; ids increase with the label, so every child has a
 * larger id than its parent. Immutable; safe to share among processor threads.
 */
public final class SummationSchedule {
    private final long deadline;
    private final long o;
    private final long gap;
    private final BroadcastTree tree;
    private final long[] sendTime;
    private final long[] share;
    private final long[] operandStart;
    private final long operands;

    private SummationSchedule(long deadline, long L, long o, long gap, BroadcastTree tree, long[] share) {
        this.deadline = deadline;
        this.o = o;
        this.gap = gap;
        this.tree = tree;
        this.share = share;
        this.sendTime = new long[tree.size()];
        long[] label = labels(tree, L + 1 + 2 * o, gap);
        for (int i = 0; i < tree.size(); i++) {
            sendTime[i] = deadline - label[i];
        }
        this.operandStart = new long[tree.size()];
        this.operands = assignRanges();
    }

    /** Reception gap of a summing processor: max(g, o+1) (see the class comment). */
    public static long receptionGap(long o, long g) {
        return Math.max(g, o + 1);
    }

    /** S(t) on at most P processors: the most operands that can be summed in t cycles. */
    public static SummationSchedule forDeadline(int P, long L, long o, long g, long t) {
        if (t < 0) {
            throw new IllegalArgumentException("the deadline must not be negative, got " + t);
        }
        long gap = receptionGap(o, g);
        // labels d < t - o of the universal tree for (L+1, o, gap): BroadcastBounds counts labels <= x
        long worth = BroadcastBounds.reachable(t - o - 1, L + 1, o, gap, P);
        int used = (int) Math.max(1, Math.min(P, worth));
        BroadcastTree tree = BroadcastTree.optimal(used, L + 1, o, gap);
        long[] share = new long[used];
        long[] label = labels(tree, L + 1 + 2 * o, gap);
        for (int i = 0; i < used; i++) {
            share[i] = t - label[i] - (o + 1) * tree.childCount(i) + 1;
        }
        return new SummationSchedule(t, L, o, gap, tree, share);
    }

    /**
     * The fastest schedule for exactly {@code n} operands: the deadline is the least t with
     * N(t; P) >= n, on the fewest processors q that reach n in t. The surplus (fewer than the
     * last processor's net gain t - o - d_q, so fewer than its S_q + 1 operands) is taken from
     * processor q-1, which is a leaf (it has the largest label) and then idles until its send time.
     */
    public static SummationSchedule forOperands(int P, long L, long o, long g, long n) {
        long t = SummationBounds.minTime(P, L, o, g, n);
        SummationSchedule full = forDeadline(P, L, o, g, t);
        int q = 1;
        long sum = t + 1;
        while (sum < n) {
            sum += full.sendTime[q] - o; // net gain t - o - d_q of processor q
            q++;
        }
        if (q == full.processors()) {
            long[] share = full.share.clone();
            share[q - 1] -= sum - n;
            return new SummationSchedule(t, L, o, full.gap, full.tree, share);
        }
        BroadcastTree tree = BroadcastTree.optimal(q, L + 1, o, full.gap);
        long[] share = new long[q];
        for (int i = 0; i < q; i++) {
            share[i] = full.sendTime[i] - (o + 1) * tree.childCount(i) + 1;
        }
        share[q - 1] -= sum - n;
        return new SummationSchedule(t, L, o, full.gap, tree, share);
    }

    /* Information times of the tree in the universal tree: child i of p has d_p + first + i*gap. */
    private static long[] labels(BroadcastTree tree, long first, long gap) {
        long[] label = new long[tree.size()];
        for (int p = 0; p < tree.size(); p++) { // parents have smaller ids than their children
            for (int i = 0; i < tree.childCount(p); i++) {
                label[tree.child(p, i)] = label[p] + first + i * gap;
            }
        }
        return label;
    }

    /*
     * Operand ranges for a non-commutative operator (TR footnote 1: "an appropriate renumbering").
     * A processor prepends each received partial sum (the child received last, index 0, ends up
     * leftmost) and appends its own operands, so its range is
     *   range(child 0) ++ range(child 1) ++ ... ++ range(child k-1) ++ own operands.
     */
    private long assignRanges() {
        int n = tree.size();
        long[] total = share.clone();
        for (int i = n - 1; i > 0; i--) {
            total[tree.parent(i)] += total[i];
        }
        long[] start = new long[n];
        for (int p = 0; p < n; p++) {
            long next = start[p];
            for (int i = 0; i < tree.childCount(p); i++) {
                int c = tree.child(p, i);
                start[c] = next;
                next += total[c];
            }
            operandStart[p] = next;
        }
        return total[0];
    }

    /** The deadline t: when the root holds the sum. */
    public long deadline() {
        return deadline;
    }

    /** Reception gap g' = max(g, o+1). */
    public long gap() {
        return gap;
    }

    /** Number of operands the schedule sums (N(t; P) for {@link #forDeadline}). */
    public long operands() {
        return operands;
    }

    /** Processors that take part, P' <= P; processors P'..P-1 stay idle. */
    public int processors() {
        return tree.size();
    }

    /** The communication tree: processor i sends its partial sum to {@code tree().parent(i)}. */
    public BroadcastTree tree() {
        return tree;
    }

    /** When processor i sends its partial sum (for the root: the deadline). */
    public long sendTime(int i) {
        return sendTime[i];
    }

    /** How many operands processor i adds itself. */
    public long share(int i) {
        return share[i];
    }

    /** Index of processor i's first own operand; its own operands are consecutive. */
    public long operandStart(int i) {
        return operandStart[i];
    }

    /** Operands processor i adds before its first reception (all of them for a leaf). */
    public long firstBlock(int i) {
        int k = tree.childCount(i);
        if (k == 0) {
            return share[i];
        }
        return sendTime[i] - (o + 1) - (k - 1) * gap + 1; // R(1) additions, so R(1) + 1 operands
    }

    /** Operands added after the j-th reception (j = 1..k): g'-o-1 between receptions, 0 after the last. */
    public long blockAfterReception(int i, int j) {
        return j < tree.childCount(i) ? gap - o - 1 : 0;
    }
}
