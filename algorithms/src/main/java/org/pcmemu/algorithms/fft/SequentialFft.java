package org.pcmemu.algorithms.fft;

import org.jtransforms.fft.DoubleFFT_1D;
import pl.edu.icm.jlargearrays.ConcurrencyUtils;

/**
 * The reference every emulated FFT is checked against: the sequential transform of JTransforms
 * (an independent, well-kept implementation; its forward transform is
 * X[k] = sum_r x[r] exp(-2 pi i r k / n), the butterfly's).
 */
public final class SequentialFft {
    static {
        ConcurrencyUtils.setNumberOfThreads(1); // the reference runs on the caller's thread, no pool
    }

    private SequentialFft() {
    }

    /** X in natural order, as {re, im}. */
    public static double[][] transform(double[][] x) {
        int n = x[0].length;
        double[] a = new double[2 * n];
        for (int r = 0; r < n; r++) {
            a[2 * r] = x[0][r];
            a[2 * r + 1] = x[1][r];
        }
        new DoubleFFT_1D(n).complexForward(a);
        double[][] out = new double[2][n];
        for (int k = 0; k < n; k++) {
            out[0][k] = a[2 * k];
            out[1][k] = a[2 * k + 1];
        }
        return out;
    }

    /**
     * The largest |butterfly[bitreverse(k)] - X[k]| over k: the butterfly leaves X[k] at row
     * bitreverse(k) (section 4.1: "the outputs are in bit-reverse order").
     */
    public static double maxError(double[][] butterflyRows, double[][] reference) {
        int n = reference[0].length;
        int logN = Integer.numberOfTrailingZeros(n);
        double worst = 0;
        for (int k = 0; k < n; k++) {
            int row = logN == 0 ? 0 : Integer.reverse(k) >>> (32 - logN);
            worst = Math.max(worst, Math.hypot(butterflyRows[0][row] - reference[0][k],
                    butterflyRows[1][row] - reference[1][k]));
        }
        return worst;
    }

    /** The error allowed: 10^-9 n, far above double rounding (about 10^-16 |x| log n per value) and far below a wrong value. */
    public static double tolerance(int n) {
        return 1e-9 * n;
    }
}
