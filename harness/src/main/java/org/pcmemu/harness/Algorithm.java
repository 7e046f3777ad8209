package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.RunOptions;

/**
 * One registered algorithm: the problem it solves, its name, the models it runs on, its
 * parameters, a line of help, and how to run it.
 */
public record Algorithm(String problem, String name, Set<ModelKind> models, List<Parameter> parameters, String help,
                        Runner runner) {

    public Algorithm {
        models = Set.copyOf(models);
        parameters = List.copyOf(parameters);
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
