package org.pcmemu.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.TypeConversionException;

/** Case-insensitive lookup of an option value among the labels of an enum's constants. */
final class Labels {
    private Labels() {
    }

    static <E> E find(E[] choices, Function<E, String> label, String value, String what) {
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        for (E choice : choices) {
            if (label.apply(choice).equals(wanted)) {
                return choice;
            }
        }
        throw new TypeConversionException("unknown " + what + " '" + value + "' (known: " + list(choices, label) + ")");
    }

    static <E> String list(E[] choices, Function<E, String> label) {
        return Arrays.stream(choices).map(label).collect(Collectors.joining(", "));
    }
}
