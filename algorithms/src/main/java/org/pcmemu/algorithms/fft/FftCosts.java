package org.pcmemu.algorithms.fft;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.models.Claim;
import org.pcmemu.models.bsp.Bsp;

/**
 * The analytic costs of the FFT (LogP paper section 4.1), from the formulas and the plans'
 * constructions, never from a run. n points, P processors, m = n/P rows each, c cycles per node.
 *
 * <pre>
 *   compute, every layout (4.1.1):        c (n/P) log n
 *   cyclic or blocked communication:      (g n/P + L) log P            for g >= 2o (4.1.1)
 *                                         ((n/P) max(2o, g) + L) log P  otherwise (4.1.4's form, no local work)
 *   the exchanges' plan, exactly:         log P E + (log P - 1) max(0, g - (L + 2o + delta + c n/P))
 *   hybrid remap (4.1.1):                 g (n/P - n/P^2) + L           for g >= 2o and no local work
 *   hybrid remap with local work (4.1.4): (n/P) max(local + 2o, g) + L  otherwise
 *   the staggered remap's plan, exactly:  its own time ({@link InterleavedPlan}, one pass per order tried)
 *   BSP remap: one h-relation, h = n/P - n/P^2, priced by the model's convention
 * </pre>
 */
public final class FftCosts {
    private FftCosts() {
    }

    /** c (n/P) log n: every processor computes n/P nodes in each of the log n columns. */
    public static long compute(FftProblem f) {
        return Math.multiplyExact(f.c(), (long) f.perProcessor() * f.logN());
    }

    /** N = n/P - n/P^2: the points a processor sends (and receives) in the remap. */
    public static long remapMessages(FftProblem f) {
        return f.perProcessor() - f.perPair();
    }

    /** Whether section 4.1.1's remap formula applies: g >= 2o and no local work. */
    public static boolean remapFormula411(FftProblem f, long o, long g) {
        return f.local() == 0 && g >= 2 * o;
    }

    /** The paper's remap time: section 4.1.1's g(n/P - n/P^2) + L where it applies, else 4.1.4's. */
    public static long paperRemap(FftProblem f, long L, long o, long g) {
        if (f.P() == 1) {
            return 0;
        }
        return remapFormula411(f, o, g) ? g * remapMessages(f) + L
                : (long) f.perProcessor() * Math.max(f.local() + 2 * o, g) + L;
    }

    /** The formula {@link #paperRemap} uses, in words. */
    public static String paperRemapSource(FftProblem f, long o, long g) {
        return remapFormula411(f, o, g) ? "LogP paper section 4.1.1: g(n/P - n/P^2) + L"
                : "LogP paper section 4.1.4: (n/P) max(local + 2o, g) + L";
    }

    /** The paper's time of one remote column's exchange of n/P points: g n/P + L (g >= 2o), else (n/P) max(2o, g) + L. */
    public static long paperExchange(FftProblem f, long L, long o, long g) {
        return (long) f.perProcessor() * (g >= 2 * o ? g : Math.max(2 * o, g)) + L;
    }

    /**
     * The staggered remap's plan: N messages and n/P^2 local copies, local work before each send,
     * sends and receptions interleaved ({@link InterleavedPlan}). P = 1: no remap runs (the
     * blocked layout is the cyclic one), so no copies either.
     */
    static InterleavedPlan staggeredRemap(FftProblem f, long L, long o, long g) {
        return f.P() == 1 ? InterleavedPlan.best(0, 0, f.local(), L, o, g)
                : InterleavedPlan.best(Math.toIntExact(remapMessages(f)), f.perPair(), f.local(), L, o, g);
    }

    /** The staggered remap's exact time: its plan's ({@link #staggeredRemap}). */
    public static long staggeredRemapTime(FftProblem f, long L, long o, long g) {
        return staggeredRemap(f, L, o, g).finish;
    }

    /** One remote column's pairwise exchange: n/P messages each way, no local work. */
    public static UniformExchange exchange(FftProblem f, long L, long o, long g) {
        return new UniformExchange(f.perProcessor(), 0, 0, L, o, g);
    }

    /**
     * The cycles an exchange after the first waits for the send gap: its first send comes at least
     * g after the previous exchange's last send, which came E - (L + 2o + delta) before that
     * exchange ended, and c n/P cycles of the column's nodes lie in between:
     * <pre>
     *   wait = max(0, g - (L + 2o + delta + c n/P))
     * </pre>
     */
    public static long exchangeWait(FftProblem f, long L, long o, long g) {
        UniformExchange plan = exchange(f, L, o, g);
        long tail = Math.addExact(plan.finish() - (plan.messages() - 1) * plan.period(),
                Math.multiplyExact(f.c(), (long) f.perProcessor()));
        return Math.max(0, g - tail);
    }

    /**
     * The cyclic and blocked layouts' communication, exactly (the plan {@link LogPFft} runs): log P
     * exchanges of E = L + 2o + delta + (n/P - 1)D each, one remote column's c n/P cycles of nodes
     * between two of them, every exchange after the first starting when the send gap allows:
     * <pre>
     *   log P E + (log P - 1) max(0, g - (L + 2o + delta + c n/P))
     * </pre>
     */
    public static long exchanges(FftProblem f, long L, long o, long g) {
        long columns = f.logP();
        if (columns == 0) {
            return 0;
        }
        return Math.addExact(Math.multiplyExact(columns, exchange(f, L, o, g).finish()),
                Math.multiplyExact(columns - 1, exchangeWait(f, L, o, g)));
    }

    /**
     * A lower bound on the naive remap, any timing (P >= 2): processor P-1 is every other
     * processor's last destination. A sender i < P-1 first sends to it as its k-th message,
     * k = (P-2) n/P^2, after its own block's n/P^2 copies; its sends start at least
     * max(g, local + o) apart, each after local cycles, so that send starts no earlier than
     * max(local + k max(g, local + o), (k + 1 + n/P^2) local + k o). Processor P-1 then receives
     * (P-1) n/P^2 messages at least max(g, o) apart:
     * <pre>
     *   start_k + o + L + ((P-1) n/P^2 - 1) max(g, o) + o
     * </pre>
     */
    public static long naiveRemapLowerBound(FftProblem f, long L, long o, long g) {
        if (f.P() == 1) {
            return 0;
        }
        long pair = f.perPair();
        long k = (long) (f.P() - 2) * pair;
        long c = f.local();
        long start = Math.max(c + k * Math.max(g, c + o), (k + 1 + pair) * c + k * o);
        return start + 2 * o + L + ((long) (f.P() - 1) * pair - 1) * Math.max(g, o);
    }

    /** How a plan's exact time relates to a formula: equals, at most (below it) or at least (above it). */
    public static Claim relation(long plan, long formula) {
        return plan == formula ? Claim.EQUALS : plan < formula ? Claim.AT_MOST : Claim.AT_LEAST;
    }

    /** The least of two claims' strengths for a sum of two parts: equals only if both are. */
    public static Claim combine(Claim a, Claim b) {
        if (a == Claim.EQUALS) {
            return b;
        }
        if (b == Claim.EQUALS || a == b) {
            return a;
        }
        throw new IllegalArgumentException("cannot add an at-most part to an at-least part");
    }

    /**
     * The supersteps of the BSP program, each as {w, h}: local columns computed before the first
     * exchange go into superstep 0, each remote column after its exchange's barrier; the hybrid
     * layout's one remap is the h-relation of superstep 0. The last superstep sends nothing.
     */
    public static List<long[]> bspSupersteps(FftProblem f, FftLayout layout) {
        long m = f.perProcessor();
        long c = f.c();
        int logP = f.logP();
        int local = f.logN() - logP;
        List<long[]> steps = new ArrayList<>();
        switch (layout) {
            case HYBRID -> {
                if (f.P() > 1) {
                    steps.add(new long[] {c * m * logP, remapMessages(f)});
                    steps.add(new long[] {c * m * local, 0});
                } else {
                    steps.add(new long[] {c * m * f.logN(), 0});
                }
            }
            case CYCLIC -> {
                steps.add(new long[] {c * m * local, logP > 0 ? m : 0});
                for (int t = 1; t <= logP; t++) {
                    steps.add(new long[] {c * m, t < logP ? m : 0});
                }
            }
            case BLOCKED -> {
                steps.add(new long[] {0, logP > 0 ? m : 0});
                for (int t = 1; t <= logP; t++) {
                    steps.add(new long[] {c * m * (t < logP ? 1 : 1 + local), t < logP ? m : 0});
                }
                if (logP == 0) {
                    steps.set(0, new long[] {c * m * local, 0});
                }
            }
        }
        return steps;
    }

    /** A superstep's cost: the model's convention, and nothing for an empty last superstep (nothing to sync). */
    public static long bspCost(Bsp model, long[] step, boolean last) {
        return last && step[0] == 0 && step[1] == 0 ? 0 : model.superstepCost(step[0], step[1]);
    }
}
