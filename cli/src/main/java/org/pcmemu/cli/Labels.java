package org.pcmemu.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pcmemu.harness.Suggestions;
import picocli.CommandLine.TypeConversionException;

/** Case-insensitive lookup of an option value among the labels of an enum's constants. */
final class Labels {
    private Labels() {
    }

    /** For a picocli converter: an unknown value is a {@link TypeConversionException}, a usage error. */
    static <E> E find(E[] choices, Function<E, String> label, String value, String what) {
        return lookup(choices, label, value).orElseThrow(() -> new TypeConversionException(
                "unknown " + what + " '" + value + "'" + Suggestions.didYouMean(value,
                        Arrays.stream(choices).map(label).toList()) + " (known: " + list(choices, label) + ")"));
    }

    static <E> Optional<E> lookup(E[] choices, Function<E, String> label, String value) {
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        for (E choice : choices) {
            if (label.apply(choice).equals(wanted)) {
                return Optional.of(choice);
            }
        }
        return Optional.empty();
    }

    static <E> String list(E[] choices, Function<E, String> label) {
        return Arrays.stream(choices).map(label).collect(Collectors.joining(", "));
    }
}
