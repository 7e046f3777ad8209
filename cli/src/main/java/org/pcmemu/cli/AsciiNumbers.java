package org.pcmemu.cli;

import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Number options read as a person types them in ASCII: Java's parsers also take other scripts'
 * digits ({@code --P ８} would be 8), which a command line should refuse rather than guess.
 * Registered for every int, long and double option of the command tree.
 */
final class AsciiNumbers {
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    private AsciiNumbers() {
    }

    /** Installs the converters on {@code cli} and its subcommands. */
    static CommandLine register(CommandLine cli) {
        ITypeConverter<Integer> ints = v -> inRange(v, Integer.MAX_VALUE, () -> Integer.valueOf(check(v, INTEGER,
                "a whole number")));
        ITypeConverter<Long> longs = v -> inRange(v, Long.MAX_VALUE, () -> Long.valueOf(check(v, INTEGER,
                "a whole number")));
        ITypeConverter<Double> doubles = v -> Double.valueOf(check(v, DECIMAL, "a number"));
        return cli.registerConverter(Integer.class, ints).registerConverter(int.class, ints)
                .registerConverter(Long.class, longs).registerConverter(long.class, longs)
                .registerConverter(Double.class, doubles).registerConverter(double.class, doubles);
    }

    private static <T> T inRange(String value, long max, java.util.function.Supplier<T> parse) {
        try {
            return parse.get();
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is out of range (at most " + max + ")");
        }
    }

    private static String check(String value, Pattern pattern, String what) {
        if (!pattern.matcher(value).matches()) {
            throw new TypeConversionException("'" + value + "' is not " + what + " (digits 0-9)");
        }
        return value;
    }
}
