package org.pcmemu.cli;

import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Registry;

/**
 * The names {@code --algorithm} takes, from the registry, for picocli's
 * {@code ${COMPLETION-CANDIDATES}} in help texts: one class per problem.
 */
abstract class AlgorithmNames implements Iterable<String> {
    private final String problem;

    AlgorithmNames(String problem) {
        this.problem = problem;
    }

    @Override
    public Iterator<String> iterator() {
        Set<String> names = new LinkedHashSet<>();
        for (Algorithm a : Registry.all()) {
            if (a.problem().equals(problem)) {
                names.add(a.name());
            }
        }
        return names.iterator();
    }

    /** The registry's problems. */
    static final class Problems implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Registry.problems().iterator();
        }
    }

    /** Every algorithm parameter of any problem ({@code --param NAME=VALUE}). */
    static final class ParameterNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Registry.parameterNames(null).iterator();
        }
    }

    static final class Broadcast extends AlgorithmNames {
        Broadcast() {
            super("broadcast");
        }
    }

    static final class Summation extends AlgorithmNames {
        Summation() {
            super("summation");
        }
    }

    static final class AllToAll extends AlgorithmNames {
        AllToAll() {
            super("alltoall");
        }
    }

    static final class AllReduce extends AlgorithmNames {
        AllReduce() {
            super("allreduce");
        }
    }

    static final class KItem extends AlgorithmNames {
        KItem() {
            super("kitem");
        }
    }
}
