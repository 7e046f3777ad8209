package org.pcmemu.cli;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A model or an algorithm by name, with its parameters as the run used them, in display order
 * (the processor count first for a model). Text shows them on one row; JSON merges the model's and
 * the algorithm's into one {@code "parameters"} object.
 *
 * @param values parameter name to value: a {@link Long} (model cycles, or a count such as P, k or
 *               words) or a {@link String} (a label such as the BSP cost convention)
 */
record NamedParameters(String name, Map<String, Object> values) {

    NamedParameters {
        for (Map.Entry<String, Object> e : values.entrySet()) {
            if (!(e.getValue() instanceof Long || e.getValue() instanceof String)) {
                throw new IllegalArgumentException("parameter " + e.getKey() + " must be a Long or a String, got "
                        + e.getValue());
            }
        }
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** A name without parameters. */
    static NamedParameters of(String name) {
        return new NamedParameters(name, Map.of());
    }

    /** "logp  P=8  L=6  o=2  g=4"; just the name if there are no parameters. */
    String display() {
        return values.isEmpty() ? name : name + "  " + values.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining("  "));
    }
}
