package org.pcmemu.cli;

import java.util.Locale;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Programs;
import org.pcmemu.models.Claim;
import picocli.CommandLine.Option;

/**
 * A bound given on the command line for a run that has none of its own, or in place of the one a
 * program declares: {@code --bound FORMULA} and {@code --claim}, shared by {@code custom} (run,
 * compare, sweep through {@link ProgramOptions}) and {@code run goal}.
 */
final class BoundOptions {
    @Option(names = "--bound", paramLabel = "FORMULA",
            description = "custom, goal: your bound in cycles, a formula in P, the model's parameters (L, o, g, lambda)"
                    + " and the program's, e.g. 'P*(L+2*o)', rounded up to whole cycles; it replaces the bound the"
                    + " program declares. Without either, the run reports the measured cost and no claim.")
    String bound;

    @Option(names = "--claim", paramLabel = "CLAIM",
            description = "custom, goal: how the measured cost relates to --bound: equals, at-most or at-least."
                    + " Default: at-most.")
    String claim;

    /** Whether either option was given. */
    boolean given() {
        return bound != null || claim != null;
    }

    /** The option given, for a refusal: "--bound" or "--claim". */
    String name() {
        return bound != null ? "--bound" : "--claim";
    }

    /** The bound given, or null without --bound (and --claim without it refused). */
    Programs.GivenBound givenBound() {
        if (claim != null && bound == null) {
            throw new InvalidParameterException("--claim goes with --bound (a program's own bound has its own"
                    + " claim)");
        }
        return bound == null ? null : new Programs.GivenBound(bound, claim());
    }

    private Claim claim() {
        if (claim == null) {
            return Claim.AT_MOST;
        }
        String wanted = claim.strip().toLowerCase(Locale.ROOT).replace('-', ' ');
        for (Claim c : Claim.values()) {
            if (c.label().equals(wanted)) {
                return c;
            }
        }
        throw new InvalidParameterException("unknown claim '" + claim + "' (known: equals, at-most, at-least)");
    }
}
