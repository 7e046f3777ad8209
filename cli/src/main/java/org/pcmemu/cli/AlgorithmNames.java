package org.pcmemu.cli;

import java.util.Iterator;
import org.pcmemu.harness.Registry;

/**
 * Names from the registry for picocli's {@code ${COMPLETION-CANDIDATES}} in help texts of the
 * commands built with annotations (compare and sweep); the run commands are built from the
 * registry itself ({@link RegistryCommand}).
 */
final class AlgorithmNames {
    private AlgorithmNames() {
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
}
