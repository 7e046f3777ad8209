package org.pcmemu.cli;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A model's name and its parameters as the user gave them, in display order (P first).
 *
 * @param values parameter name to value; model cycles except P
 */
record ModelParameters(String model, Map<String, Long> values) {

    ModelParameters {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** "logp  P=8  L=6  o=2  g=4". */
    String display() {
        return model + "  " + values.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining("  "));
    }
}
