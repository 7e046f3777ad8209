package org.pcmemu.algorithms.fft;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;

/**
 * Runs the FFT on the emulated LogP machine (LogP paper section 4.1). Each processor computes its
 * rows column by column, charging c cycles per node; a remote column (cyclic or blocked layout)
 * is a pairwise exchange of its n/P values with the partner processor, on the plan of
 * {@link UniformExchange}; the hybrid layout remaps once, before column log P, on the plan of
 * {@link RemapPlan}. One message carries one point.
 */
public final class LogPFft {
    private LogPFft() {
    }

    /**
     * What the run measured, per processor.
     *
     * @param output         the rows after the last column, {re, im} by row
     * @param compute        cycles each processor spent computing butterfly nodes
     * @param communication  cycles each processor spent in exchanges or the remap
     * @param finish         each processor's clock at the end
     */
    public record Outcome(LogPRun run, double[][] output, long[] compute, long[] communication, long[] finish) {
    }

    public static Outcome run(LogP m, FftProblem f, FftAlgorithm a, RunOptions options) {
        f.requireFor(a.layout());
        int P = f.P();
        double[][] input = f.input();
        Butterfly butterfly = new Butterfly(f.n());
        RemapPlan remap = a.layout() == FftLayout.HYBRID && P > 1 ? new RemapPlan(f, a.order(), m) : null;
        long[][] exchange = a.layout() == FftLayout.HYBRID ? null : exchangePlan(f, m);
        double[][] output = new double[2][f.n()];
        long[] compute = new long[P];
        long[] communication = new long[P];
        long[] finish = new long[P];
        LogPRun run = m.run(p -> {
            int i = p.id();
            compute[i] = 0; // a second start sums again (LogP.Hints.restartable)
            communication[i] = 0;
            Rows rows = new Rows(i, f, butterfly, a.layout() == FftLayout.BLOCKED ? FftLayout.BLOCKED
                    : FftLayout.CYCLIC, input);
            long lastSend = Long.MIN_VALUE; // the previous exchange's last send start (remote columns only)
            for (int t = 0; t < f.logN(); t++) {
                if (remap != null && t == f.logP()) {
                    long start = p.now();
                    remap(p, f, a.order(), remap, rows);
                    communication[i] += p.now() - start;
                }
                double[][] partner = null;
                if (!rows.local(t)) {
                    long start = p.now();
                    // the plan's first send waits for the send gap after the previous exchange's last
                    long base = lastSend == Long.MIN_VALUE ? start : Math.max(start, lastSend + m.g());
                    partner = exchange(p, base, rows.partner(t), exchange, rows);
                    lastSend = base + exchange[0][exchange[0].length - 1];
                    communication[i] += p.now() - start;
                }
                long start = p.now();
                p.compute(f.c() * rows.size());
                compute[i] += p.now() - start;
                if (partner == null) {
                    rows.localColumn(t);
                } else {
                    rows.remoteColumn(t, partner[0], partner[1]);
                }
            }
            rows.writeTo(output);
            finish[i] = p.now();
        }, options, LogP.Hints.NONE.withRestartable(false));
        return new Outcome(run, output, compute, communication, finish);
    }

    /*
     * One remote column's plan, the same for every processor: {send starts, reception times},
     * relative to the exchange's base: its start, or g after the previous exchange's last send
     * if that is later (FftCosts.exchanges).
     */
    private static long[][] exchangePlan(FftProblem f, LogP m) {
        UniformExchange plan = FftCosts.exchange(f, m.L(), m.o(), m.g());
        int points = f.perProcessor();
        long[] starts = new long[points];
        long[] receive = new long[points];
        for (int k = 0; k < points; k++) {
            starts[k] = k * plan.period();
            receive[k] = plan.arrival(k) + plan.delay();
        }
        return new long[][] {starts, receive};
    }

    /* Sends every value to the partner, receives the partner's: {re, im} by local index. */
    private static double[][] exchange(LogPProcessor p, long base, int partner, long[][] plan, Rows rows) {
        double[][] got = new double[2][rows.size()];
        TimedSteps.run(p, base, plan[0], plan[1],
                k -> p.send(partner, new Point(k, rows.re(k), rows.im(k))),
                point -> {
                    got[0][point.index()] = point.re();
                    got[1][point.index()] = point.im();
                });
        return got;
    }

    /* Cyclic to blocked: keeps its own block, sends every other point to the processor whose block holds its row. */
    private static void remap(LogPProcessor p, FftProblem f, RemapOrder order, RemapPlan plan, Rows rows) {
        int i = p.id();
        int pair = f.perPair();
        int points = f.perProcessor();
        int P = f.P();
        double[] re = new double[points];
        double[] im = new double[points];
        int[] sequence = plan.sequence[i];
        TimedSteps.run(p, p.now(), plan.starts[i], plan.receptions[i], step -> {
            int s = sequence[step];
            int k = RemapPlan.index(order, i, s, pair, P);
            int row = rows.row(k);
            p.compute(f.local());
            int to = RemapPlan.destination(order, i, s, pair, P);
            if (to == i) {
                re[row - i * points] = rows.re(k);
                im[row - i * points] = rows.im(k);
            } else {
                p.send(to, new Point(row, rows.re(k), rows.im(k)));
            }
        }, point -> {
            re[point.index() - i * points] = point.re();
            im[point.index() - i * points] = point.im();
        });
        rows.blocked(re, im);
    }
}
