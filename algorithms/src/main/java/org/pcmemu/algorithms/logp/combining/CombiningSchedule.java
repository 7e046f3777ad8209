package org.pcmemu.algorithms.logp.combining;

import java.util.Arrays;
import org.pcmemu.models.logp.LogP;

/**
 * The step structure of the combining broadcast of TR section 5.2 (Theorem 5.1) on a LogP
 * machine, and the processor roles when P is not a generalized Fibonacci number.
 *
 * <p><b>Normalization</b> (TR section 1, "incorporate the send/receive overhead into the latency
 * and normalize the unit of time so that g = 1"). A step is G = max(g, 2o, 1) cycles; in step j a
 * processor receives at jG (busy o), combines for free (TR 5.2.1: "the combining operation takes
 * no time") and sends at jG + o (busy o). A message sent in step j is usable
 * o + L + o after it starts, so it can be received in step j + lambda, lambda = ceil((L+2o)/G).
 * G >= 2o because both overheads of a step occupy the same processor, G >= g for the gap. In the
 * postal model (o = 0, g = 1) G = 1 and lambda = L, and the schedule is the paper's exactly.
 *
 * <pre>
 *   step j:   |recv (o)|send (o)|  ...idle...  |   next step at (j+1)G
 *             jG     jG+o     jG+2o
 * </pre>
 *
 * <p><b>Theorem 5.1.</b> With f the sequence of TR Definition 3.6 for lambda and P = f_T: at
 * steps j = 0..T-lambda processor i sends its value to i + f_{j+lambda-1} (mod P); at steps
 * j = lambda..T it receives from i - f_{j-1} and puts the received value on the left. By
 * induction it holds x[i - f_j + 1 .. i] after step j, so x[i+1 .. i] (every value, as the
 * rotation ending at i) after step T, at T*G + o cycles.
 *
 * <p><b>Other P</b> (not covered by the TR). Let Q = f_{T'} be the largest f value <= P and
 * E = P - Q (< Q, since f_{T'+1} <= 2 f_{T'}). Processors 2c and 2c+1 (c < E) form a pair; the
 * others are alone; the Q groups in position order are the "cores" of Theorem 5.1 (core c is
 * processor 2c for c < E, E + c otherwise). Step 0: each partner 2c+1 sends x_{2c+1} to its
 * core, which receives it at step lambda; the cores then run Theorem 5.1 on Q values shifted by
 * lambda steps; at its end each core sends the result to its partner. Time
 * (T' + 2 lambda) G + o, against the lower bound of the optimal reduction, B(P; L, o, g).
 */
public final class CombiningSchedule {
    private final long step;
    private final long lambda;
    private final int P;
    private final long T;
    private final int cores;
    private final int pairs;
    /* f_i for i >= lambda - 1, at [i - lambda + 1] (f_i = 1 below): O(P) entries whatever lambda. */
    private final long[] tail;

    private CombiningSchedule(long step, long lambda, int P) {
        this.step = step;
        this.lambda = lambda;
        this.P = P;
        // f_i = f_{i-1} + f_{i-lambda} >= f_{i-1} + 1 from i = lambda on, so f exceeds P within P + 1
        // entries of the tail.
        long[] f = new long[Math.max(2, P + 2)];
        f[0] = 1;
        int n = 1;
        while (f[n - 1] <= P) {
            long i = lambda - 1 + n;
            long back = i - lambda;
            f[n] = f[n - 1] + (back < lambda - 1 ? 1 : f[(int) (back - lambda + 1)]);
            n++;
        }
        // the largest T' with f_{T'} <= P: f_T' = 1 <= P for all T' < lambda, so T' >= lambda - 1
        this.T = lambda - 1 + (n - 2);
        this.tail = Arrays.copyOf(f, n);
        this.cores = (int) f(T);
        this.pairs = P - cores;
    }

    public static CombiningSchedule of(LogP m) {
        long step = Math.max(1, Math.max(m.g(), 2 * m.o()));
        long lambda = Math.max(1, Math.ceilDiv(m.L() + 2 * m.o(), step));
        return new CombiningSchedule(step, lambda, m.P());
    }

    /** Step length G in cycles. */
    public long step() {
        return step;
    }

    /** Latency lambda in steps. */
    public long lambda() {
        return lambda;
    }

    /** Whether P = f_T, the case Theorem 5.1 covers. */
    public boolean exact() {
        return pairs == 0;
    }

    /** Steps of the Theorem 5.1 phase, T' with f_{T'} = number of cores. */
    public long fibonacciSteps() {
        return T;
    }

    /** Cores Q = f_{T'}. */
    public int cores() {
        return cores;
    }

    /** Pairs E = P - Q. */
    public int pairs() {
        return pairs;
    }

    /** f_j for lambda, for 0 <= j <= T' + 1 (TR Definition 3.6: 1 below lambda). */
    public long f(long j) {
        return j < lambda - 1 ? 1 : tail[Math.toIntExact(j - lambda + 1)];
    }

    /** Steps before the Theorem 5.1 phase starts: lambda if there are pairs, else 0. */
    public long offset() {
        return pairs == 0 ? 0 : lambda;
    }

    /** The construction's completion time in cycles: T G + o, or (T' + 2 lambda) G + o with pairs; 0 if P = 1. */
    public long time(long o) {
        if (P == 1) {
            return 0;
        }
        return Math.addExact(Math.multiplyExact(Math.addExact(T, 2 * offset()), step), o);
    }

    /** The core (Theorem 5.1 index) processor i belongs to. */
    public int group(int i) {
        return i < 2 * pairs ? i / 2 : i - pairs;
    }

    /** The processor playing core c. */
    public int coreProcessor(int c) {
        return c < pairs ? 2 * c : c + pairs;
    }

    /** Whether processor i is the partner (second member) of a pair. */
    public boolean isPartner(int i) {
        return i < 2 * pairs && i % 2 == 1;
    }

    /** The last position of processor i's group: processor i ends with the rotation x[e+1 .. e]. */
    public int rotationEnd(int i) {
        int c = group(i);
        return c < pairs ? 2 * c + 1 : c + pairs;
    }
}
