package org.pcmemu.algorithms.fft;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.StepMessage;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspRun;

/**
 * Runs the FFT on the emulated BSP machine. Local columns are local work (c cycles per node); a
 * remote column sends every value to the partner, one word each, in the superstep before it; the
 * hybrid layout's remap is one h-relation, h = n/P - n/P^2, sent at the end of the cyclic columns'
 * superstep (the order of the sends is the remap order, which BSP's price does not see: the
 * router is "assumed to be capable of routing any balanced pattern", section 4.1.2).
 */
public final class BspFft {
    private BspFft() {
    }

    /** The rows after the last column ({re, im} by row) and the run. */
    public record Outcome(BspRun run, double[][] output) {
    }

    public static Outcome run(Bsp m, FftProblem f, FftAlgorithm a, RunOptions options) {
        f.requireFor(a.layout());
        double[][] input = f.input();
        Butterfly butterfly = new Butterfly(f.n());
        double[][] output = new double[2][f.n()];
        BspRun run = m.run(p -> {
            Rows rows = new Rows(p.id(), f, butterfly, a.layout() == FftLayout.BLOCKED ? FftLayout.BLOCKED
                    : FftLayout.CYCLIC, input);
            for (int t = 0; t < f.logN(); t++) {
                if (a.layout() == FftLayout.HYBRID && t == f.logP() && f.P() > 1) {
                    remap(p, f, a.order(), rows);
                }
                if (rows.local(t)) {
                    p.compute(f.c() * rows.size());
                    rows.localColumn(t);
                } else {
                    int partner = rows.partner(t);
                    for (int k = 0; k < rows.size(); k++) {
                        p.send(partner, new Point(k, rows.re(k), rows.im(k)));
                    }
                    p.sync();
                    double[] re = new double[rows.size()];
                    double[] im = new double[rows.size()];
                    for (StepMessage msg : p.messages()) {
                        Point point = (Point) msg.payload();
                        re[point.index()] = point.re();
                        im[point.index()] = point.im();
                    }
                    p.compute(f.c() * rows.size());
                    rows.remoteColumn(t, re, im);
                }
            }
            rows.writeTo(output);
        }, options);
        return new Outcome(run, output);
    }

    private static void remap(BspProcessor p, FftProblem f, RemapOrder order, Rows rows) {
        int i = p.id();
        int points = f.perProcessor();
        int pair = f.perPair();
        double[] re = new double[points];
        double[] im = new double[points];
        for (int s = 0; s < points; s++) {
            int k = RemapPlan.index(order, i, s, pair, f.P());
            int to = RemapPlan.destination(order, i, s, pair, f.P());
            int row = rows.row(k);
            if (to == i) {
                re[row - i * points] = rows.re(k);
                im[row - i * points] = rows.im(k);
            } else {
                p.send(to, new Point(row, rows.re(k), rows.im(k)));
            }
        }
        p.sync();
        for (StepMessage msg : p.messages()) {
            Point point = (Point) msg.payload();
            re[point.index() - i * points] = point.re();
            im[point.index() - i * points] = point.im();
        }
        rows.blocked(re, im);
    }
}
