package org.pcmemu.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** A command that only groups subcommands: invoked alone, it is a usage error naming them. */
abstract class CommandGroup implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(),
                "missing subcommand, one of: " + String.join(", ", spec.subcommands().keySet()));
    }
}
