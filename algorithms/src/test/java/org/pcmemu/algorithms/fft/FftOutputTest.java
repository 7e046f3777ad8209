package org.pcmemu.algorithms.fft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * The emulated FFT's output on every layout, remap order and model, against a plain recursive
 * radix-2 FFT written here (independent of the emulated butterfly and of the JTransforms
 * reference the runs use), row bitreverse(k) holding X[k].
 */
class FftOutputTest {

    @Test
    void everyRunOfTheGridMatchesTheSequentialFft() {
        int runs = 0;
        for (int P : new int[] {1, 2, 4, 8}) {
            for (int n : new int[] {P, 2 * P, P * P, 8 * P * P}) {
                if (n < 2) {
                    continue;
                }
                FftProblem f = new FftProblem(n, P, 1, n % 3, n + P);
                double[][] expected = recursiveFft(f.input()[0], f.input()[1]);
                for (FftAlgorithm a : FftAlgorithm.values()) {
                    if (a.layout() == FftLayout.HYBRID && n < P * P) {
                        continue;
                    }
                    check(expected, LogPFft.run(new LogP(P, 6, 2, 4), f, a, RunOptions.defaults()).output(), a, n);
                    check(expected, LogPFft.run(new LogP(P, 3, 1, 1, CapacityMode.CHECK), f, a,
                            RunOptions.defaults()).output(), a, n);
                    check(expected, LogPFft.run(LogP.postal(P, 5), f, a, RunOptions.defaults()
                            .withThreadMode(ThreadMode.PLATFORM)).output(), a, n);
                    check(expected, BspFft.run(new Bsp(P, 2, 7, CostConvention.SUM), f, a, RunOptions.defaults())
                            .output(), a, n);
                    runs += 4;
                }
            }
        }
        assertTrue(runs > 100);
    }

    @Test
    void reportedMaxErrorIsTheDistanceToTheSequentialFft() {
        FftProblem f = new FftProblem(1024, 8, 1, 0, 3);
        FftReport r = FftReport.run(new LogP(8, 6, 2, 4), f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults());
        double[][] expected = recursiveFft(f.input()[0], f.input()[1]);
        double[][] rows = LogPFft.run(new LogP(8, 6, 2, 4), f, FftAlgorithm.HYBRID_NAIVE, RunOptions.defaults()).output();
        assertEquals(maxError(expected, rows), r.maxError(), 1e-12);
        assertTrue(r.maxError() < 1e-10, "error " + r.maxError());
    }

    @Test
    void badInputIsRefusedWithAClearMessage() {
        assertTrue(assertThrows(InvalidParameterException.class, () -> new FftProblem(100, 4, 1, 0, 1)).getMessage()
                .contains("power of two points"));
        assertTrue(assertThrows(InvalidParameterException.class, () -> new FftProblem(64, 6, 1, 0, 1)).getMessage()
                .contains("power of two processors"));
        assertTrue(assertThrows(InvalidParameterException.class, () -> new FftProblem(4, 8, 1, 0, 1)).getMessage()
                .contains("at least one point per processor"));
        FftProblem small = new FftProblem(32, 8, 1, 0, 1);
        assertTrue(assertThrows(InvalidParameterException.class, () -> FftReport.run(new LogP(8, 6, 2, 4), small,
                FftAlgorithm.HYBRID_STAGGERED, RunOptions.defaults())).getMessage().contains("n >= P^2"));
        FftReport.run(new LogP(8, 6, 2, 4), small, FftAlgorithm.CYCLIC, RunOptions.defaults());
    }

    private static void check(double[][] expected, double[][] rows, FftAlgorithm a, int n) {
        double error = maxError(expected, rows);
        assertTrue(error < 1e-9 * n, a + " n=" + n + ": error " + error);
    }

    private static double maxError(double[][] expected, double[][] rows) {
        int n = expected[0].length;
        int bits = Integer.numberOfTrailingZeros(n);
        double worst = 0;
        for (int k = 0; k < n; k++) {
            int row = Integer.reverse(k) >>> (32 - bits);
            worst = Math.max(worst, Math.hypot(rows[0][row] - expected[0][k], rows[1][row] - expected[1][k]));
        }
        return worst;
    }

    /** Textbook decimation in time: X = E + w O, the even and odd halves transformed recursively. */
    static double[][] recursiveFft(double[] re, double[] im) {
        int n = re.length;
        if (n == 1) {
            return new double[][] {{re[0]}, {im[0]}};
        }
        double[] eRe = new double[n / 2];
        double[] eIm = new double[n / 2];
        double[] oRe = new double[n / 2];
        double[] oIm = new double[n / 2];
        for (int i = 0; i < n / 2; i++) {
            eRe[i] = re[2 * i];
            eIm[i] = im[2 * i];
            oRe[i] = re[2 * i + 1];
            oIm[i] = im[2 * i + 1];
        }
        double[][] even = recursiveFft(eRe, eIm);
        double[][] odd = recursiveFft(oRe, oIm);
        double[][] out = new double[2][n];
        for (int k = 0; k < n / 2; k++) {
            double angle = -2 * Math.PI * k / n;
            double tRe = Math.cos(angle) * odd[0][k] - Math.sin(angle) * odd[1][k];
            double tIm = Math.cos(angle) * odd[1][k] + Math.sin(angle) * odd[0][k];
            out[0][k] = even[0][k] + tRe;
            out[1][k] = even[1][k] + tIm;
            out[0][k + n / 2] = even[0][k] - tRe;
            out[1][k + n / 2] = even[1][k] - tIm;
        }
        return out;
    }
}
