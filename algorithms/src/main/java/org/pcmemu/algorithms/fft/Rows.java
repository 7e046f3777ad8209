package org.pcmemu.algorithms.fft;

/**
 * The n/P rows one processor holds, in the cyclic or the blocked layout, and the butterfly
 * columns computed on them.
 *
 * <p>Note: this class is not threadsafe; only its processor's program uses it.
 */
final class Rows {
    private final int p;
    private final FftProblem f;
    private final Butterfly butterfly;
    private FftLayout layout;
    private double[] re;
    private double[] im;
    private final double[] out = new double[2];

    /** Processor {@code p}'s rows of {@code input} in {@code layout} (cyclic or blocked). */
    Rows(int p, FftProblem f, Butterfly butterfly, FftLayout layout, double[][] input) {
        this.p = p;
        this.f = f;
        this.butterfly = butterfly;
        this.layout = layout;
        int m = f.perProcessor();
        re = new double[m];
        im = new double[m];
        for (int k = 0; k < m; k++) {
            int row = row(k);
            re[k] = input[0][row];
            im[k] = input[1][row];
        }
    }

    /** The row at local index k. */
    int row(int k) {
        return layout == FftLayout.CYCLIC ? FftLayout.cyclicRow(p, k, f.P()) : FftLayout.blockedRow(p, k, f.perProcessor());
    }

    int size() {
        return re.length;
    }

    double re(int k) {
        return re[k];
    }

    double im(int k) {
        return im[k];
    }

    /** Whether column t pairs rows of this processor only (section 4.1.1). */
    boolean local(int t) {
        int b = butterfly.bit(t);
        return layout == FftLayout.CYCLIC ? b >= f.logP() : b < f.logN() - f.logP();
    }

    /** The processor holding the partners of this processor's rows in a remote column t. */
    int partner(int t) {
        int b = butterfly.bit(t);
        return layout == FftLayout.CYCLIC ? p ^ (1 << b) : p ^ (1 << (b - (f.logN() - f.logP())));
    }

    /** Computes local column t: every row's partner is here, at local index k xor 2^(bit offset). */
    void localColumn(int t) {
        int b = butterfly.bit(t);
        int flip = 1 << (layout == FftLayout.CYCLIC ? b - f.logP() : b);
        double[] nextRe = new double[re.length];
        double[] nextIm = new double[im.length];
        for (int k = 0; k < re.length; k++) {
            int q = k ^ flip;
            butterfly.node(t, row(k), re[k], im[k], re[q], im[q], out);
            nextRe[k] = out[0];
            nextIm[k] = out[1];
        }
        re = nextRe;
        im = nextIm;
    }

    /** Computes remote column t from the partner's values, which sit at the same local indices. */
    void remoteColumn(int t, double[] partnerRe, double[] partnerIm) {
        for (int k = 0; k < re.length; k++) {
            butterfly.node(t, row(k), re[k], im[k], partnerRe[k], partnerIm[k], out);
            re[k] = out[0];
            im[k] = out[1];
        }
    }

    /** Switches to the blocked layout with the values the remap brought (indexed by blocked local index). */
    void blocked(double[] blockedRe, double[] blockedIm) {
        layout = FftLayout.BLOCKED;
        re = blockedRe;
        im = blockedIm;
    }

    /** Writes this processor's rows into the shared result (each processor writes only its own rows). */
    void writeTo(double[][] result) {
        for (int k = 0; k < re.length; k++) {
            result[0][row(k)] = re[k];
            result[1][row(k)] = im[k];
        }
    }
}
