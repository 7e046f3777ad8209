package org.pcmemu.algorithms.fft;

import java.util.SplittableRandom;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * One FFT instance: n complex points on P processors, the cost of the local work, and the seed of
 * the input.
 *
 * @param n      points, a power of two, at least P (the hybrid layout needs at least P^2)
 * @param P      processors, a power of two
 * @param c      model cycles charged per butterfly node, the paper's unit operation (one complex
 *               multiply-add; section 4.1: "each non-input node represents a complex operation,
 *               which we assume takes one unit of time")
 * @param local  model cycles of local work per data point in the remap (section 4.1.4's load and
 *               store, "1 us", 0.22 cycles on the CM-5); 0 leaves section 4.1.1's remap
 * @param seed   seed of the random input
 */
public record FftProblem(int n, int P, long c, long local, long seed) {

    /** The largest n accepted: 2^24 points (two doubles each per processor copy). */
    public static final int MAX_POINTS = 1 << 24;

    public FftProblem {
        if (P < 1 || Integer.bitCount(P) != 1) {
            throw new InvalidParameterException("the FFT needs a power of two processors, got P = " + P);
        }
        if (n < 1 || Integer.bitCount(n) != 1 || n > MAX_POINTS) {
            throw new InvalidParameterException("the FFT needs a power of two points n between 1 and 2^24, got " + n);
        }
        if (n < P) {
            throw new InvalidParameterException("the FFT needs at least one point per processor: n = " + n
                    + " < P = " + P);
        }
        if (c < 0 || local < 0) {
            throw new InvalidParameterException("cycle costs must not be negative, got c = " + c + ", local = " + local);
        }
    }

    /** log2 n, the number of butterfly columns. */
    public int logN() {
        return Integer.numberOfTrailingZeros(n);
    }

    /** log2 P. */
    public int logP() {
        return Integer.numberOfTrailingZeros(P);
    }

    /** n/P, the rows each processor holds. */
    public int perProcessor() {
        return n / P;
    }

    /** n/P^2, the points each processor keeps or sends to each processor in the remap (n >= P^2). */
    public int perPair() {
        return n / P / P;
    }

    /** Checks what the layout needs: the hybrid layout switches at column log P <= log(n/P), so n >= P^2. */
    public void requireFor(FftLayout layout) {
        if (layout == FftLayout.HYBRID && (long) P * P > n) {
            throw new InvalidParameterException("the hybrid layout needs n >= P^2 (LogP paper section 4.1.1), got n = "
                    + n + " < P^2 = " + (long) P * P);
        }
    }

    /** The input: n points with real and imaginary parts uniform in [-1, 1), from the seed. */
    public double[][] input() {
        SplittableRandom random = new SplittableRandom(seed);
        double[] re = new double[n];
        double[] im = new double[n];
        for (int r = 0; r < n; r++) {
            re[r] = random.nextDouble(-1, 1);
            im[r] = random.nextDouble(-1, 1);
        }
        return new double[][] {re, im};
    }
}
