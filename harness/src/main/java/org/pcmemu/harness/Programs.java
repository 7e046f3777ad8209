package org.pcmemu.harness;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.Param;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.bsp.BspRun;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProgram;
import org.pcmemu.models.dbsp.DBspRun;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProgram;
import org.pcmemu.models.hpram.HPramRun;
import org.pcmemu.models.locality.Formula;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProgram;
import org.pcmemu.models.logp.LogPRun;

/**
 * A user's program as an algorithm of the problem {@value #PROBLEM}: it runs on the models of the
 * program interfaces its class implements (LogPProgram on logp, postal and loggp, BspProgram on bsp,
 * HPramProgram on hpram, DBspProgram on dbsp), takes its {@link Param} fields as parameters, and is
 * measured against the bound its code declares or the command line gives, or none. Run, compare
 * and sweep reach it through {@link #catalog}, the built-in algorithms and this one.
 */
public final class Programs {
    /** The problem a user's program solves, as the command line names it. */
    public static final String PROBLEM = "custom";

    /** The help of {@code run custom}. */
    public static final Problem HELP = new Problem(PROBLEM, "your own program, from one Java source file",
            List.of("Compiles FILE.java in memory against pcmemu's program API and runs its class: one that implements"
                    + " LogPProgram (--model logp, postal, loggp), BspProgram (bsp), HPramProgram (hpram) or"
                    + " DBspProgram (dbsp), several of them to run on each of their models, with a public no-argument"
                    + " constructor. --class and --classpath run a class compiled elsewhere instead.",
                    "The program's @Param fields are its parameters (--param name=value). Its bound is the one its"
                            + " bound(machine) method declares, or the one --bound gives (a formula in P, the"
                            + " model's parameters and the program's, e.g. 'P*(L+2*o)', rounded up to whole"
                            + " cycles) with --claim; without either the run reports the measured cost alone.",
                    "A tutorial from an empty file: docs/custom-algorithms.md."),
            List.of("pcmemu run custom examples/custom/Ring.java --model logp --P 64",
                    "pcmemu run custom Foo.java --model bsp --P 16 --bound 'log2(P)*(g+L)'"));

    private Programs() {
    }

    /**
     * A bound given on the command line: a formula in P, the model's numeric parameters and the
     * program's, rounded up to whole cycles, and its claim.
     */
    public record GivenBound(String text, Claim claim) {
    }

    /** The models {@code type} runs on: those of the program interfaces it implements, in the models' order. */
    public static Set<ModelKind> models(Class<?> type) {
        Set<ModelKind> out = EnumSet.noneOf(ModelKind.class);
        if (LogPProgram.class.isAssignableFrom(type)) {
            out.add(ModelKind.LOGP);
            out.add(ModelKind.POSTAL);
            out.add(ModelKind.LOGGP);
        }
        if (BspProgram.class.isAssignableFrom(type)) {
            out.add(ModelKind.BSP);
        }
        if (HPramProgram.class.isAssignableFrom(type)) {
            out.add(ModelKind.HPRAM);
        }
        if (DBspProgram.class.isAssignableFrom(type)) {
            out.add(ModelKind.DBSP);
        }
        return out;
    }

    /**
     * The built-in algorithms and {@code type} as the one algorithm of {@value #PROBLEM}, named by
     * its simple name. Checks the class first: it implements a program interface, has a public
     * no-argument constructor that runs, and well-formed {@link Param} fields.
     *
     * @param bound  the bound the command line gives, or null for the program's own
     * @param hints  what a LogP or postal run of it may assume ({@code --restartable},
     *               {@code --unstalled}); {@link LogP.Hints#NONE} for nothing
     */
    public static Catalog catalog(Class<?> type, GivenBound bound, LogP.Hints hints) {
        Set<ModelKind> models = models(type);
        if (models.isEmpty()) {
            throw new InvalidParameterException(type.getName() + " implements no program interface: a program"
                    + " implements LogPProgram (logp, postal, loggp), BspProgram (bsp), HPramProgram (hpram) or"
                    + " DBspProgram (dbsp)");
        }
        List<Field> fields = parameterFields(type);
        Object sample = instantiate(type);
        List<Parameter> parameters = new ArrayList<>();
        for (Field f : fields) {
            Param p = f.getAnnotation(Param.class);
            long value = read(f, sample);
            parameters.add(Parameter.withDefault(f.getName(), value, Math.min(p.least(), value),
                    p.value().isBlank() ? "a parameter of " + type.getSimpleName() : p.value()));
        }
        String name = type.getSimpleName();
        Algorithm algorithm = new Algorithm(PROBLEM, name, models, parameters, "your program " + type.getName(),
                (machine, values, options) -> run(type, fields, bound, hints, machine, values, options),
                SpreadClaim.AS_DECLARED); // the user's claim, as given for the run asked for
        return Registry.BUILT_IN.with(HELP, List.of(algorithm));
    }

    private static Report run(Class<?> type, List<Field> fields, GivenBound given, LogP.Hints hints, Machine m,
                              Map<String, Long> values, RunOptions options) {
        Object program = instantiate(type);
        for (Field f : fields) {
            write(f, program, values.get(f.getName()));
        }
        String name = type.getSimpleName();
        return switch (m.kind()) {
            case LOGP, POSTAL, LOGGP -> {
                LogP model = m.logP();
                LogPProgram p = (LogPProgram) program;
                Bound bound = bound(given, m, values, () -> p.bound(model));
                LogPRun run = model.run(p, options, hints);
                yield Runs.report(PROBLEM, m, name, values, run.result().makespan(), bound, run,
                        new LinkedHashMap<>(), details(values, null, run.result()));
            }
            case BSP -> {
                Bsp model = m.bsp();
                BspProgram p = (BspProgram) program;
                Bound bound = bound(given, m, values, () -> p.bound(model));
                BspRun run = model.run(p, options);
                yield Runs.report(PROBLEM, m, name, values, run.cost(), bound, run.result(), new LinkedHashMap<>(),
                        details(values, new RunDetails.Supersteps(RunDetails.Supersteps.pricing(model.convention()),
                                run.supersteps()), run.result()));
            }
            case HPRAM -> {
                HPram model = m.hPram();
                HPramProgram p = (HPramProgram) program;
                Bound bound = bound(given, m, values, () -> p.bound(model));
                HPramRun run = model.run(p, new long[model.cells()], options);
                yield Runs.report(PROBLEM, m, name, values, run.cost(), bound, run.result(), new LinkedHashMap<>(),
                        details(values, null, run.result()));
            }
            case DBSP -> {
                DBsp model = m.dBsp();
                DBspProgram p = (DBspProgram) program;
                Bound bound = bound(given, m, values, () -> p.bound(model));
                DBspRun run = model.run(p, options);
                yield Runs.report(PROBLEM, m, name, values, run.cost(), bound, run.result(), new LinkedHashMap<>(),
                        details(values, null, run.result()));
            }
        };
    }

    private static RunDetails details(Map<String, Long> values, RunDetails.Supersteps supersteps,
                                      org.pcmemu.emulator.RunResult result) {
        return new RunDetails(new LinkedHashMap<>(values), Map.of(), List.of(), List.of(), null, supersteps,
                RunDetails.PerProcessor.finishTimes(result));
    }

    /* The command line's bound, or the program's own (asked on the run's instance), or null. */
    private static Bound bound(GivenBound given, Machine m, Map<String, Long> values,
                               java.util.function.Supplier<Bound> declared) {
        if (given != null) {
            return evaluate(given, m, values);
        }
        try {
            return declared.get();
        } catch (RuntimeException e) {
            throw new InvalidParameterException("the program's bound(machine) threw " + describe(e));
        }
    }

    /** The value of a bound formula on a machine, with the program's parameters; a clear error if it has none. */
    static Bound evaluate(GivenBound given, Machine m, Map<String, Long> values) {
        Map<String, Double> variables = new LinkedHashMap<>();
        variables.put(ModelKind.PROCESSORS, (double) m.processors());
        for (String name : m.kind().parameters()) {
            String v = m.parameters().get(name);
            try {
                variables.put(name, Double.parseDouble(v));
            } catch (NumberFormatException | NullPointerException e) {
                // not a number (a latency function, a capacity mode): no variable
            }
        }
        values.forEach((k, v) -> variables.put(k, v.doubleValue()));
        Formula f = Formula.parse(given.text(), "bound", List.copyOf(variables.keySet()));
        double value = f.evaluate(variables.values().stream().mapToDouble(Double::doubleValue).toArray());
        if (!Double.isFinite(value) || value < 0 || value >= 0x1p62) {
            List<String> at = new ArrayList<>();
            variables.forEach((name, v) -> at.add(name + "=" + shown(v)));
            throw new InvalidParameterException("bound '" + given.text() + "' is " + shown(value) + " at "
                    + String.join(", ", at)
                    + ": a bound is a cost in cycles, at least 0" + (value >= 0x1p62 ? " and below 2^62" : ""));
        }
        long cycles = (long) Math.ceil(value - 1e-9 * Math.max(1, value));
        return new Bound(cycles, given.claim(), "given with --bound: " + given.text().strip());
    }

    /* 4 rather than 4.0; -Infinity, NaN and fractions as Java writes them. */
    private static String shown(double v) {
        return Double.isFinite(v) && v == Math.rint(v) && Math.abs(v) < 0x1p62 ? Long.toString((long) v)
                : Double.toString(v);
    }

    private static List<Field> parameterFields(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!f.isAnnotationPresent(Param.class)) {
                    continue;
                }
                String where = type.getSimpleName() + "." + f.getName();
                if (Modifier.isStatic(f.getModifiers()) || Modifier.isFinal(f.getModifiers())
                        || (f.getType() != long.class && f.getType() != int.class)) {
                    throw new InvalidParameterException("@Param " + where + " must be an instance field of type long"
                            + " or int, not static or final");
                }
                if (ModelKind.PROCESSORS.equals(f.getName())) {
                    throw new InvalidParameterException("@Param " + where + ": P is the processor count, not a"
                            + " parameter of the program");
                }
                f.setAccessible(true);
                out.add(f);
            }
        }
        return out;
    }

    private static long read(Field f, Object program) {
        try {
            return f.getLong(program);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void write(Field f, Object program, Long value) {
        try {
            if (f.getType() == int.class) {
                if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
                    throw new InvalidParameterException(f.getName() + " is an int; " + value + " does not fit");
                }
                f.setInt(program, value.intValue());
            } else {
                f.setLong(program, value);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object instantiate(Class<?> type) {
        Constructor<?> constructor;
        try {
            constructor = type.getConstructor();
        } catch (NoSuchMethodException e) {
            throw new InvalidParameterException(type.getName() + " has no public no-argument constructor: pcmemu"
                    + " creates the program with one for every run");
        }
        try {
            return constructor.newInstance();
        } catch (InvocationTargetException e) {
            throw new InvalidParameterException("the constructor of " + type.getName() + " threw "
                    + describe(e.getCause()));
        } catch (ReflectiveOperationException e) {
            throw new InvalidParameterException("cannot create " + type.getName() + ": " + e);
        }
    }

    /** "IllegalStateException: boom (Foo.java:42)": the exception and the program's own top frame. */
    public static String describe(Throwable t) {
        return ProcessorFailureException.describe(t);
    }
}
