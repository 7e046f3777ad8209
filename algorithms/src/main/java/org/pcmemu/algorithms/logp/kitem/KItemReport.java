package org.pcmemu.algorithms.logp.kitem;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.ReceiveRule;
import org.pcmemu.models.logp.LogPRun;

/**
 * One k-item broadcast run (SPAA section 3) reported against the paper's bounds. Every number
 * under "bound" comes from {@link KItemBounds} or from the plan's construction; {@code measured}
 * and the per-item times come from the emulated run only.
 *
 * @param measured       when the last processor holds all k items
 * @param bound          the claim of this algorithm (see {@link #claimFor})
 * @param lowerBound     Theorem 3.1 (its proof's count, valid for every k)
 * @param upperBound     Theorems 3.6/3.7, B(P-1) + 2L + k - 2
 * @param scheduleBound  the plan's own cost, at most
 * @param completion     completion[i]: when item i had reached every processor (measured)
 * @param largestBuffer  buffered model: the most items one processor held over in its buffer
 * @param outcome        the emulated run
 */
public record KItemReport(LogP model, KItemAlgorithm algorithm, int k, long measured, Bound bound, Bound lowerBound,
                          Bound upperBound, Bound scheduleBound, String construction, long[] completion,
                          int largestBuffer, PlanEmulation.Outcome outcome) {

    /** The emulated run. */
    public LogPRun run() {
        return outcome.run();
    }

    /** The measured reception table (SPAA Figures 2 and 5 layout). */
    public ReceptionTable table() {
        return ReceptionTable.of(outcome);
    }

    public double ratio() {
        return bound.ratio(measured);
    }

    /** Theorem 3.1's closed form B(P-1) + L + (k-1) - k*. */
    public long theorem31() {
        return KItemBounds.theorem31(model.P(), model.L(), k);
    }

    /** Section 3.4's lower bound for single-sending schedules, B(P-1) + L + k - 1. */
    public long singleSendingBound() {
        return KItemBounds.singleSending(model.P(), model.L(), k);
    }

    public static KItemReport run(LogP machine, KItemAlgorithm algorithm, int k, RunOptions options) {
        check(machine, k);
        if (algorithm.buffered() && machine.receiveRule() != ReceiveRule.AT_CALL) {
            // SPAA section 3.5: the processor chooses which buffered message it receives, and when
            throw new InvalidParameterException("the buffered k-item broadcast receives the message it chooses, when it"
                    + " chooses: it runs with receive=at-call, not " + machine.receiveRule().label());
        }
        LogP m = modelFor(machine, algorithm);
        OptimalPlan.Choice choice = algorithm == KItemAlgorithm.OPTIMAL ? OptimalPlan.choose(m.P(), m.L(), k) : null;
        KItemPlan plan = choice != null ? choice.plan() : plan(m.P(), m.L(), k, algorithm);
        PlanEmulation.Outcome out = PlanEmulation.run(m, plan, algorithm.buffered(), options);
        verify(m, plan, out);
        long[] completion = new long[k];
        for (int i = 0; i < k; i++) {
            completion[i] = out.completion(i);
        }
        long counting = KItemBounds.countingBound(m.P(), m.L(), k);
        Bound claim = choice != null ? claimForOptimal(m, k, choice) : claimFor(m, algorithm, k, plan);
        return new KItemReport(m, algorithm, k, out.time(), claim,
                new Bound(counting, Claim.AT_LEAST, "SPAA Theorem 3.1: at time L + j at most min(f_j, P-1)"
                        + " receptions; B(P-1) + L + (k-1) - k* for k > k*"),
                new Bound(KItemBounds.theorem37(m.P(), m.L(), k), Claim.AT_MOST,
                        "SPAA Theorems 3.6/3.7: B(P-1) + 2L + k - 2"),
                new Bound(plan.plannedCost(), Claim.AT_MOST, "the plan's own cost, its last planned reception"),
                plan.construction(), completion, out.largestBuffer(), out);
    }

    /**
     * The machine an algorithm runs on: the buffered model keeps every arrived message in its
     * buffer, several in one step if need be (SPAA section 3.5), so it has no capacity limit: an
     * enforced capacity becomes a checked one (violations are counted and reported).
     */
    public static LogP modelFor(LogP m, KItemAlgorithm algorithm) {
        return algorithm.buffered() && m.capacityMode() == CapacityMode.ENFORCE ? m.withCapacity(CapacityMode.CHECK) : m;
    }

    /** The plan each algorithm runs. */
    public static KItemPlan plan(int P, long L, int k, KItemAlgorithm algorithm) {
        return switch (algorithm) {
            case OPTIMAL -> OptimalPlan.plan(P, L, k);
            case SINGLE_SENDING -> CyclicPlans.singleSending(P, L, k);
            case BUFFERED -> BufferedPlanner.plan(P, L, k);
            case SEQUENTIAL -> BaselinePlans.sequential(P, L, k);
            case PIPELINED -> BaselinePlans.pipelined(P, L, k);
        };
    }

    /**
     * optimal: equals Theorem 3.1 where its plan reaches it; else equals the optimum where the
     * exact search proves it; else at most the plan's own cost, with the reason.
     */
    static Bound claimForOptimal(LogP m, int k, OptimalPlan.Choice choice) {
        long counting = KItemBounds.countingBound(m.P(), m.L(), k);
        if (choice.optimum() == counting) {
            return new Bound(counting, Claim.EQUALS, "SPAA Theorem 3.1, reached by " + choice.plan().construction());
        }
        if (choice.optimum() >= 0) {
            return new Bound(choice.optimum(), Claim.EQUALS, "the optimum: " + choice.why());
        }
        return new Bound(choice.plan().plannedCost(), Claim.AT_MOST, "the plan's own cost (Theorem 3.1's " + counting
                + " not reached: " + choice.why() + ")");
    }

    /**
     * optimal: see {@link #claimForOptimal};
     * single-sending: at most Theorem 3.7, always (a plan that misses it fails the claim, see
     * docs/algorithms.md); buffered: equals Theorem 3.8's
     * L + B(P-1) + k - 1; the baselines: at least Theorem 3.1.
     */
    static Bound claimFor(LogP m, KItemAlgorithm algorithm, int k, KItemPlan plan) {
        long counting = KItemBounds.countingBound(m.P(), m.L(), k);
        return switch (algorithm) {
            case OPTIMAL -> claimForOptimal(m, k, OptimalPlan.choose(m.P(), m.L(), k));
            case SINGLE_SENDING -> new Bound(KItemBounds.theorem37(m.P(), m.L(), k), Claim.AT_MOST,
                    "SPAA Theorem 3.7: B(P-1) + 2L + k - 2" + (plan.construction().startsWith("greedy")
                            ? " (the greedy plan: no schedule of the paper's kind found)" : ""));
            case BUFFERED -> new Bound(KItemBounds.singleSending(m.P(), m.L(), k), Claim.EQUALS,
                    "SPAA Theorem 3.8 (buffered model): L + B(P-1) + k - 1");
            case SEQUENTIAL, PIPELINED -> new Bound(counting, Claim.AT_LEAST, "SPAA Theorem 3.1");
        };
    }

    /** The most receptions (k(P-1)) a run plans: each is one planned message in memory. */
    public static final long MAX_RECEPTIONS = 20_000_000;

    /** {@code items} as an int, or a one-line error if it is out of range. */
    public static int items(long items) {
        if (items < 1 || items > Integer.MAX_VALUE) {
            throw new InvalidParameterException("items must be between 1 and " + Integer.MAX_VALUE + ", got " + items);
        }
        return (int) items;
    }

    static void check(LogP m, long k) {
        check(m, k, "k-item broadcast");
    }

    /* The checks of the k-item and the continuous broadcast; {@code what} names the problem in messages. */
    static void check(LogP m, long k, String what) {
        if (!m.isPostal()) {
            throw new InvalidParameterException(what + " runs in the postal model (o = 0, g = 1), not " + m);
        }
        if (m.P() < 2) {
            throw new InvalidParameterException(what + " needs at least 2 processors, got P = " + m.P());
        }
        if (k < 1) {
            throw new InvalidParameterException("items must be at least 1, got " + k);
        }
        if (k * (m.P() - 1L) > MAX_RECEPTIONS) {
            throw new InvalidParameterException("items * (P - 1) = " + k + " * " + (m.P() - 1) + " receptions is more"
                    + " than the " + MAX_RECEPTIONS + " a run plans");
        }
    }

    /* Every processor holds items 0..k-1 in its slots 0..k-1, each received once; every planned message received. */
    static void verify(LogP m, KItemPlan plan, PlanEmulation.Outcome out) {
        for (int p = 0; p < m.P(); p++) {
            for (int i = 0; i < plan.k(); i++) {
                Integer item = out.items()[p][i];
                if (item == null || item != i) {
                    throw new IllegalStateException("output check failed: processor " + p + " holds " + item
                            + " in slot " + i);
                }
            }
        }
        if (out.duplicates() != 0 || out.run().result().messages() != plan.sends().size()
                || out.run().result().undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + out.run().result().messages() + " messages ("
                    + plan.sends().size() + " planned), " + out.duplicates() + " duplicates, "
                    + out.run().result().undelivered() + " never received");
        }
    }
}
