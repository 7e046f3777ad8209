package org.pcmemu.models;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field of a program as a parameter the command line sets: {@code pcmemu run custom
 * Foo.java --param words=8}, {@code compare ... --param words=8}, {@code sweep ... --param
 * words=1,2,4}. The parameter's name is the field's name; its default is the value the field has
 * once the program's constructor has run. The field must be an instance field of type
 * {@code long} or {@code int}, not final.
 *
 * <p>pcmemu creates a new instance of the program for every run and sets its parameters before
 * the run starts and before it asks the program for its bound, so the bound and every processor
 * read the values of that run. The processors share the instance: treat the fields as read-only
 * while the run goes.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Param {
    /**
     * What the parameter means.
     *
     * @return one line of help, shown by {@code run custom --help}
     */
    String value() default "";

    /**
     * The least value accepted.
     *
     * @return that value; the default is 0
     */
    long least() default 0;
}
