package org.pcmemu.harness;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.TreeSet;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A parameter grid: each parameter's values, written as on the command line, and their product
 * in the order the parameters were given (the last one varies fastest).
 *
 * <pre>
 *   7            one value
 *   2,5,9        a list
 *   1..5         1 2 3 4 5 (step 1)
 *   0..100:25    0 25 50 75 100
 *   2..1000:log2 2 4 8 ... 512 1000 (the powers of 2 between the ends, and the ends)
 * </pre>
 *
 * Values that are not whole numbers are either labels ({@link #addLabels}: a cost convention, a
 * capacity mode), a comma-separated list, or taken whole as one value (a latency function,
 * which may hold commas itself).
 */
public final class Grid {
    /** Points a grid may have without the caller's explicit consent. */
    public static final long LARGE = 1_000_000;

    /** How a parameter's text is read: {@link #addLabels}, or {@link #add} numeric or not. */
    public enum Kind {
        NUMBERS, LABELS, WHOLE
    }

    /** One parameter as it was given: its name, its text, how the text is read. */
    public record Axis(String name, String spec, Kind kind) {
    }

    private final Map<String, List<String>> values = new LinkedHashMap<>();
    private final Map<String, Boolean> logarithmic = new LinkedHashMap<>();
    private final List<Axis> given = new ArrayList<>();

    /** An empty grid, to which each parameter's values are added. */
    public Grid() {
    }

    /** Adds parameter {@code name} with the comma-separated labels {@code spec} (e.g. {@code enforce,check}). */
    public Grid addLabels(String name, String spec) {
        requireNew(name);
        List<String> labels = new ArrayList<>();
        for (String label : spec.split(",")) {
            if (!label.isBlank()) {
                labels.add(label.strip());
            }
        }
        if (labels.isEmpty()) {
            throw new InvalidParameterException("--" + name + " needs a value");
        }
        given.add(new Axis(name, spec, Kind.LABELS));
        return put(name, List.copyOf(labels), false);
    }

    /** Adds parameter {@code name} with the values {@code spec}; numeric specs are expanded. */
    public Grid add(String name, String spec, boolean numeric) {
        requireNew(name);
        List<String> expanded = numeric ? expand(name, spec) : List.of(spec);
        given.add(new Axis(name, spec, numeric ? Kind.NUMBERS : Kind.WHOLE));
        return put(name, expanded, numeric && spec.strip().endsWith(":log2"));
    }

    /** Adds {@code axis} as it was given to {@link #add} or {@link #addLabels}. */
    public Grid add(Axis axis) {
        return axis.kind() == Kind.LABELS ? addLabels(axis.name(), axis.spec())
                : add(axis.name(), axis.spec(), axis.kind() == Kind.NUMBERS);
    }

    /** The parameters as they were given, in order: a grid made of them again is this grid. */
    public List<Axis> axes() {
        return List.copyOf(given);
    }

    private void requireNew(String name) {
        if (values.containsKey(name)) {
            throw new InvalidParameterException("--" + name + " is given twice");
        }
    }

    private Grid put(String name, List<String> given, boolean log2) {
        values.put(name, given);
        logarithmic.put(name, log2);
        return this;
    }

    /** The parameters, in the order given. */
    public List<String> names() {
        return List.copyOf(values.keySet());
    }

    public List<String> values(String name) {
        return values.get(name);
    }

    /** Whether {@code name} was given as a log2 range (a plot then uses a log axis). */
    public boolean isLogarithmic(String name) {
        return logarithmic.getOrDefault(name, false);
    }

    /** The first parameter with more than one value, or null. */
    public String swept() {
        for (Map.Entry<String, List<String>> e : values.entrySet()) {
            if (e.getValue().size() > 1) {
                return e.getKey();
            }
        }
        return null;
    }

    /** The number of points, saturated at Long.MAX_VALUE. */
    public long size() {
        long n = 1;
        try {
            for (List<String> v : values.values()) {
                n = Math.multiplyExact(n, (long) v.size());
            }
        } catch (ArithmeticException tooMany) {
            return Long.MAX_VALUE;
        }
        return n;
    }

    /**
     * Every point, as parameter -> value, the last parameter varying fastest: a view that makes
     * each point when it is asked for, so that a grid's size costs no memory.
     */
    public List<Map<String, String>> points() {
        List<String> names = List.copyOf(values.keySet());
        List<List<String>> axes = names.stream().map(values::get).map(List::copyOf).toList();
        long size = size();
        if (size > Integer.MAX_VALUE) {
            throw new InvalidParameterException("the grid has " + size + " points, more than a sweep can hold");
        }
        return new Points(names, axes, (int) size);
    }

    /* Point i of the product of axes, the last axis varying fastest. */
    private static final class Points extends AbstractList<Map<String, String>> implements RandomAccess {
        private final List<String> names;
        private final List<List<String>> axes;
        private final int size;

        Points(List<String> names, List<List<String>> axes, int size) {
            this.names = names;
            this.axes = axes;
            this.size = size;
        }

        @Override
        public Map<String, String> get(int index) {
            Objects.checkIndex(index, size);
            String[] chosen = new String[axes.size()];
            int rest = index;
            for (int a = axes.size() - 1; a >= 0; a--) {
                List<String> axis = axes.get(a);
                chosen[a] = axis.get(rest % axis.size());
                rest /= axis.size();
            }
            Map<String, String> point = new LinkedHashMap<>();
            for (int a = 0; a < chosen.length; a++) {
                point.put(names.get(a), chosen[a]);
            }
            return point;
        }

        @Override
        public int size() {
            return size;
        }
    }

    /** The values of a numeric spec: a number, a list a,b,c, or a range a..b, a..b:step, a..b:log2. */
    static List<String> expand(String name, String spec) {
        String s = spec.strip();
        if (s.isEmpty()) {
            throw new InvalidParameterException("--" + name + " is empty");
        }
        if (!s.contains("..")) {
            List<String> out = new ArrayList<>();
            for (String part : s.split(",", -1)) {
                out.add(Long.toString(number(name, part, spec)));
            }
            return out;
        }
        String range = s;
        String step = "1";
        int colon = s.indexOf(':');
        if (colon >= 0) {
            range = s.substring(0, colon);
            step = s.substring(colon + 1).strip();
        }
        int dots = range.indexOf("..");
        long from = number(name, range.substring(0, dots), spec);
        long to = number(name, range.substring(dots + 2), spec);
        if (to < from) {
            throw new InvalidParameterException("--" + name + " " + spec + ": the range is reversed (" + from + " > "
                    + to + ")");
        }
        if (step.equals("log2")) {
            TreeSet<Long> points = new TreeSet<>(List.of(from, to));
            for (long v = 1; v > 0 && v <= to; v <<= 1) {
                if (v >= from) {
                    points.add(v);
                }
            }
            return points.stream().map(String::valueOf).toList();
        }
        long by = number(name, step, spec);
        if (by < 1) {
            throw new InvalidParameterException("--" + name + " " + spec + ": the step must be at least 1 (or log2)");
        }
        long count = (to - from) / by + 1;
        if (count > LARGE) {
            throw new InvalidParameterException("--" + name + " " + spec + " has " + count + " values, more than "
                    + LARGE);
        }
        List<String> out = new ArrayList<>();
        for (long v = from; v <= to && v >= from; v += by) {
            out.add(Long.toString(v));
        }
        return out;
    }

    private static long number(String name, String text, String spec) {
        String t = text.strip();
        if (!t.matches("-?[0-9]{1,18}")) {
            throw new InvalidParameterException("--" + name + " " + spec + ": '" + t + "' is not a whole number"
                    + " (values: N, A,B,C, A..B, A..B:STEP or A..B:log2)");
        }
        return Long.parseLong(t);
    }
}
