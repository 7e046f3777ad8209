package org.pcmemu.algorithms.fft;

import java.util.Arrays;
import java.util.List;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspRun;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One FFT run reported against the LogP paper's section 4.1: the whole run and its two parts,
 * the butterfly computation and the communication (the hybrid layout's remap, or the cyclic and
 * blocked layouts' log P exchanges), each measured (from the emulated clocks) next to its bound
 * (from {@link FftCosts}), and the largest difference from the sequential FFT.
 *
 * @param measured       the run's cost: the last processor's finish (LogP) or the sum of the supersteps (BSP)
 * @param bound          compute + communication (+ the BSP program's last barrier), claim of the weaker part
 * @param communication  the remap (hybrid) or the exchanges (cyclic, blocked): on LogP the longest time a
 *                       processor spent in them, on BSP the h-relations' part of their supersteps
 * @param schedule       LogP: the plan's own communication time: the staggered and pairwise plans' exact
 *                       time (equals), or the naive order's lower bound (at least); BSP: the supersteps'
 *                       costs as the program prices them, the whole run (equals). {@link #scheduleMeasured}
 *                       is the measured time it describes
 * @param barriers       BSP: the cost of supersteps that send nothing beyond their work (the last
 *                       barrier); 0 on LogP
 * @param period         the plan's send period D: the exchanges' D, the staggered remap's spacing of its
 *                       last two sends, the naive order's max(g, local + o) (0 on BSP)
 * @param delay          the plan's reception delay: the exchanges' delta, the staggered remap's largest
 *                       wait between a message's arrival and its reception (0 on BSP and for the naive order)
 * @param maxError       the largest |X[k] - emulated X[k]| against {@link SequentialFft}
 * @param logP           the LogP run, or null
 * @param bsp            the BSP run, or null
 */
public record FftReport(String model, FftProblem problem, FftAlgorithm algorithm, long measured, Bound bound,
                        Part compute, Part communication, Bound schedule, long barriers, long period, long delay,
                        double maxError, LogPRun logP, BspRun bsp) {

    /** A measured part with its bound. */
    public record Part(long measured, Bound bound) {
        public boolean holds() {
            return bound.holdsFor(measured);
        }
    }

    public RunResult result() {
        return logP != null ? logP.result() : bsp.result();
    }

    /** "remap" for the hybrid layout, "communication" for the others. */
    public String communicationName() {
        return algorithm.layout() == FftLayout.HYBRID ? "remap" : "communication";
    }

    public boolean holds() {
        return bound.holdsFor(measured);
    }

    /** The measured time that {@link #schedule} bounds: the communication on LogP, the whole run on BSP. */
    public long scheduleMeasured() {
        return bsp != null ? measured : communication.measured();
    }

    public double ratio() {
        return bound.ratio(measured);
    }

    /** BSP supersteps as measured, or an empty list on LogP. */
    public List<Step> supersteps() {
        return bsp == null ? List.of() : bsp.supersteps();
    }

    public static FftReport run(LogP m, FftProblem f, FftAlgorithm a, RunOptions options) {
        f.requireFor(a.layout());
        Bound compute = computeBound(f);
        Bound communication;
        Bound schedule;
        long period;
        long delay;
        if (a.layout() == FftLayout.HYBRID) {
            long paper = FftCosts.paperRemap(f, m.L(), m.o(), m.g());
            String source = FftCosts.paperRemapSource(f, m.o(), m.g());
            if (a.order() == RemapOrder.STAGGERED) {
                InterleavedPlan plan = FftCosts.staggeredRemap(f, m.L(), m.o(), m.g());
                period = plan.lastPeriod();
                delay = plan.largestWait(m.L(), m.o());
                schedule = new Bound(plan.finish, Claim.EQUALS, f.P() == 1 ? "one processor: no remap"
                        : "staggered plan: " + plan.describe(f.local() > 0));
                communication = new Bound(paper, FftCosts.relation(plan.finish, paper), source
                        + "; claim from the plan's exact time " + plan.finish);
            } else {
                long lower = FftCosts.naiveRemapLowerBound(f, m.L(), m.o(), m.g());
                period = Math.max(m.g(), f.local() + m.o());
                delay = 0;
                schedule = new Bound(lower, Claim.AT_LEAST, "naive order: processor P-1 is every sender's last"
                        + " destination and receives its (P-1) n/P^2 points max(g, o) apart");
                communication = lower >= paper ? new Bound(paper, Claim.AT_LEAST, source
                        + "; the naive order's lower bound " + lower + " is above it")
                        : schedule;
            }
        } else {
            UniformExchange plan = FftCosts.exchange(f, m.L(), m.o(), m.g());
            long columns = f.logP();
            long paper = columns * FftCosts.paperExchange(f, m.L(), m.o(), m.g());
            period = plan.period();
            delay = plan.delay();
            long wait = FftCosts.exchangeWait(f, m.L(), m.o(), m.g());
            schedule = new Bound(FftCosts.exchanges(f, m.L(), m.o(), m.g()), Claim.EQUALS, "log P pairwise exchanges"
                    + " of n/P points, each E = L + 2o + delta + (n/P - 1)D, D = " + period + ", delta = " + delay
                    + "; each after the first waits max(0, g - (L + 2o + delta + c n/P)) = " + wait
                    + " for the send gap");
            communication = new Bound(paper, FftCosts.relation(schedule.value(), paper), m.g() >= 2 * m.o()
                    ? "LogP paper section 4.1.1: (g n/P + L) log P" : "(n/P max(2o, g) + L) log P (section 4.1.4's form)");
        }
        Bound total = new Bound(Math.addExact(compute.value(), communication.value()),
                FftCosts.combine(compute.claim(), communication.claim()), "compute + " + (a.layout() == FftLayout.HYBRID
                ? "remap" : "communication") + " (LogP paper section 4.1)");
        Limits.modelTime("the FFT's cost, compute + communication,", Math.max(total.value(), schedule.value()));
        LogPFft.Outcome out = LogPFft.run(m, f, a, options);
        double error = check(f, out.output(), out.run().result(), expectedMessages(f, a));
        long measured = Arrays.stream(out.finish()).max().orElse(0);
        return new FftReport(m.toString(), f, a, measured, total,
                new Part(Arrays.stream(out.compute()).max().orElse(0), compute),
                new Part(Arrays.stream(out.communication()).max().orElse(0), communication), schedule, 0, period, delay,
                error, out.run(), null);
    }

    public static FftReport run(Bsp m, FftProblem f, FftAlgorithm a, RunOptions options) {
        f.requireFor(a.layout());
        Limits.modelTime("the FFT's computation c (n/P) log n", FftCosts.compute(f)); // bounds every step's work
        List<long[]> steps = FftCosts.bspSupersteps(f, a.layout());
        long exchanges = 0;
        long total = 0;
        for (int s = 0; s < steps.size(); s++) {
            long cost = FftCosts.bspCost(m, steps.get(s), s == steps.size() - 1);
            total = Math.addExact(total, cost);
            if (steps.get(s)[1] > 0) {
                exchanges += cost - steps.get(s)[0];
            }
        }
        Limits.modelTime("the FFT's cost, its supersteps' sum,", total);
        String pricing = m.convention().label().equals("max") ? "max(L, h g)" : "h g + L";
        Bound communication = new Bound(exchanges, Claim.EQUALS, a.layout() == FftLayout.HYBRID
                ? "one h-relation, h = n/P - n/P^2: " + pricing + " (BSP broadcasting notes' cost)"
                : "log P h-relations, h = n/P: " + pricing + " each");
        BspFft.Outcome out = BspFft.run(m, f, a, options);
        double error = check(f, out.output(), out.run().result(), expectedMessages(f, a));
        long work = 0;
        long measuredExchanges = 0;
        long measuredBarriers = 0;
        for (Step s : out.run().supersteps()) {
            work += s.work();
            if (s.h() > 0) {
                measuredExchanges += s.cost() - s.work();
            } else {
                measuredBarriers += s.cost() - s.work();
            }
        }
        Bound schedule = new Bound(total, Claim.EQUALS, "the supersteps' costs, w + " + pricing);
        Bound whole = new Bound(total, Claim.EQUALS, "compute + " + pricing + " per exchange + the last barrier");
        return new FftReport(m.toString(), f, a, out.run().cost(), whole, new Part(work, computeBound(f)),
                new Part(measuredExchanges, communication), schedule, measuredBarriers, 0, 0, error, null, out.run());
    }

    private static Bound computeBound(FftProblem f) {
        return new Bound(FftCosts.compute(f), Claim.EQUALS, "LogP paper section 4.1.1: c (n/P) log n");
    }

    /* The hybrid remap sends n/P - n/P^2 points per processor; the other layouts n/P per remote column. */
    static long expectedMessages(FftProblem f, FftAlgorithm a) {
        return a.layout() == FftLayout.HYBRID ? (f.P() == 1 ? 0 : (long) f.P() * FftCosts.remapMessages(f))
                : (long) f.n() * f.logP();
    }

    /* Every message received, and the output within tolerance of the sequential FFT. */
    private static double check(FftProblem f, double[][] output, RunResult r, long messages) {
        if (r.messages() != messages || r.undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + r.messages() + " messages, " + r.undelivered()
                    + " never received; expected " + messages + " and 0");
        }
        double error = SequentialFft.maxError(output, SequentialFft.transform(f.input()));
        if (!(error <= SequentialFft.tolerance(f.n()))) {
            throw new IllegalStateException("output check failed: the FFT differs from the sequential FFT by " + error
                    + ", more than " + SequentialFft.tolerance(f.n()));
        }
        return error;
    }
}
