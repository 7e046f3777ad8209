package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.RunOptions;

/**
 * One registered algorithm: the problem it solves, its name, the models it runs on, its
 * parameters, a line of help, how to run it, and the claim it checks under a latency spread.
 *
 * @param spread  the claim checked under {@code --latency-spread} in place of the exact-latency
 *                one (docs/algorithms.md, "Under a latency spread"); every algorithm on a model
 *                with a latency declares its own
 */
public record Algorithm(String problem, String name, Set<ModelKind> models, List<Parameter> parameters, String help,
                        Runner runner, SpreadClaim spread) {

    public Algorithm {
        models = Set.copyOf(models);
        parameters = List.copyOf(parameters);
        java.util.Objects.requireNonNull(spread, "spread");
    }

    /**
     * An algorithm only for models without a latency to spread (BSP, H-PRAM, D-BSP).
     *
     * @throws IllegalArgumentException if it runs on logp, postal or loggp, where it must declare
     *                                  its claim under a latency spread
     */
    public Algorithm(String problem, String name, Set<ModelKind> models, List<Parameter> parameters, String help,
                     Runner runner) {
        this(problem, name, models, parameters, help, runner, SpreadClaim.AS_DECLARED);
        if (models.stream().anyMatch(ModelKind::hasLatency)) {
            throw new IllegalArgumentException(problem + " " + name + " runs on a model with a latency: declare"
                    + " its claim under a latency spread");
        }
    }

    /** Runs the algorithm on a machine with its parameters already checked and defaulted. */
    @FunctionalInterface
    public interface Runner {
        Report run(Machine machine, Map<String, Long> parameters, RunOptions options);

        /**
         * Checks what the parameters' own ranges cannot: how they go together (summation takes
         * exactly one of time and operands). {@link RunSpec#completeParameters} calls it, so a bad
         * combination fails before any run of compare or sweep. Nothing to check by default.
         */
        default void check(Map<String, Long> parameters) {
        }
    }

    public boolean runsOn(ModelKind kind) {
        return models.contains(kind);
    }

    /** The names of the parameters it requires (no default, not optional) that {@code given} lacks. */
    public List<String> missing(Collection<String> given) {
        List<String> out = new ArrayList<>();
        for (Parameter p : parameters) {
            if (!p.optional() && !given.contains(p.name())) {
                out.add(p.name());
            }
        }
        return out;
    }
}
