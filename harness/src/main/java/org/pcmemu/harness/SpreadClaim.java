package org.pcmemu.harness;

import java.util.Objects;
import java.util.function.Function;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;

/**
 * The claim a registered algorithm's run checks under a latency spread ({@code --latency-spread
 * SEED}: every latency drawn from [1, L]; docs/models.md, "Scheduling noise and latency spread"),
 * where the claims the papers prove for latency exactly L need not hold. Each registration
 * declares one, from the runs and arguments of docs/algorithms.md ("Under a latency spread");
 * {@link RunSpec#run} puts it in place of the exact-latency bound.
 *
 * @param rule    the bound checked under the spread, from the run's exact-latency bound; null
 *                when none holds
 * @param reason  why none holds (empty when one does); a report under the spread prints it
 */
public record SpreadClaim(Function<Bound, Bound> rule, String reason) {

    public SpreadClaim {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(reason, "reason");
    }

    /** The claim as declared for latency L holds under the spread too (or the user declared it). */
    public static final SpreadClaim AS_DECLARED = new SpreadClaim(Function.identity(), "");

    /** The measured cost is at most the exact-latency bound: latencies that only fall. */
    public static final SpreadClaim AT_MOST = relaxed(Claim.AT_MOST);

    /** The measured cost is at least the exact-latency bound. */
    public static final SpreadClaim AT_LEAST = relaxed(Claim.AT_LEAST);

    /** An exact or upper bound becomes at most (latencies that only fall); a lower bound stays. */
    public static final SpreadClaim NO_LATER = new SpreadClaim(
            exact -> exact == null || exact.claim() == Claim.AT_LEAST ? exact : AT_MOST.of(exact), "");

    /**
     * No claim holds under the spread: the report says so and checks none.
     *
     * @param why  what breaks the exact-latency claim, e.g. "short latencies make it faster than B(P)"
     * @return the declaration
     */
    public static SpreadClaim none(String why) {
        return new SpreadClaim(exact -> null, why);
    }

    /** The exact-latency bound's value and source under another claim. */
    private static SpreadClaim relaxed(Claim claim) {
        return new SpreadClaim(exact -> exact == null ? null : new Bound(exact.value(), claim, exact.source()), "");
    }

    /**
     * The bound a run under the spread checks.
     *
     * @param exact  the run's bound for latency exactly L, or null for none
     * @return the bound to check, or null for none
     */
    public Bound of(Bound exact) {
        return rule.apply(exact);
    }
}
