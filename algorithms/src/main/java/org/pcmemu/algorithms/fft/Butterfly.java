package org.pcmemu.algorithms.fft;

/**
 * The n-input butterfly of the LogP paper's section 4.1 as a decimation-in-frequency FFT. Column
 * t (0 <= t < log n) pairs row r with the row that differs in bit b = log n - 1 - t (the
 * (t+1)-th most significant bit):
 *
 * <pre>
 *   top r (bit b = 0), bottom r' = r + 2^b,  j = r mod 2^b,  w = exp(-2 pi i j 2^(log n - 1 - b) / n)
 *   top'    = top + bottom
 *   bottom' = (top - bottom) w
 * </pre>
 * After the last column row r holds X[bitreverse(r)], X the discrete Fourier transform
 * X[k] = sum_r x[r] exp(-2 pi i r k / n).
 *
 * <p>Every node is one complex operation, charged {@link FftProblem#c()} cycles. Immutable
 * after construction; the twiddle table is shared read-only by all processors.
 */
final class Butterfly {
    private final int logN;
    private final double[] cos;
    private final double[] sin;

    Butterfly(int n) {
        this.logN = Integer.numberOfTrailingZeros(n);
        int half = Math.max(1, n / 2);
        cos = new double[half];
        sin = new double[half];
        for (int k = 0; k < half; k++) {
            double angle = -2 * Math.PI * k / n;
            cos[k] = Math.cos(angle);
            sin[k] = Math.sin(angle);
        }
    }

    /** The row bit that column {@code t} flips. */
    int bit(int t) {
        return logN - 1 - t;
    }

    /**
     * The new value of row {@code row} in column {@code t}, from its own value (re, im) and its
     * partner's (pRe, pIm); written to out[0], out[1].
     */
    void node(int t, int row, double re, double im, double pRe, double pIm, double[] out) {
        int b = bit(t);
        if ((row >>> b & 1) == 0) {
            out[0] = re + pRe;
            out[1] = im + pIm;
        } else {
            int k = (row & ((1 << b) - 1)) << (logN - 1 - b);
            double dRe = pRe - re;
            double dIm = pIm - im;
            out[0] = dRe * cos[k] - dIm * sin[k];
            out[1] = dRe * sin[k] + dIm * cos[k];
        }
    }
}
