import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, styled, type RuleSet, type Theme } from '../theme/styling';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for width, and blocks clicks while a request runs. */
  loading?: boolean;
  fullWidth?: boolean;
}

const variants: Record<ButtonVariant, (t: Theme) => RuleSet> = {
  primary: (t) => css`
    background: ${t.colors.primary};
    color: ${t.colors.primaryText};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.primaryHover};
      border-color: ${t.colors.primaryHover};
    }
  `,
  secondary: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.primary};
    border-color: ${t.colors.primary};
    &:hover:not(:disabled) {
      background: ${t.colors.primarySoft};
    }
  `,
  danger: (t) => css`
    background: ${t.colors.danger};
    color: #fff;
    border-color: ${t.colors.danger};
    &:hover:not(:disabled) {
      background: ${t.colors.dangerHover};
      border-color: ${t.colors.dangerHover};
    }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${t.colors.surfaceMuted};
    }
  `,
};

const sizes: Record<ButtonSize, RuleSet> = {
  sm: css`
    min-height: 34px;
    padding: 0 12px;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 42px;
    padding: 0 18px;
    font-size: 0.95rem;
  `,
  lg: css`
    min-height: 50px;
    padding: 0 26px;
    font-size: 1.05rem;
  `,
};

interface LookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

/** What every button shares, whatever its variant and size. */
const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  text-decoration: none;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

const buttonLook = css<LookProps>`
  ${buttonBase}
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ $variant, theme }) => variants[$variant](theme)}
`;

/**
 * The same look as class names, for buttons the app does not render itself (the sweetalert2
 * dialogs': shared-ui/widgets/modals.ts): `carmarket-button carmarket-button-<variant>`, medium size.
 */
export const buttonClasses = css`
  .carmarket-button {
    ${buttonBase}
    ${sizes.md}
  }
  ${(Object.keys(variants) as ButtonVariant[]).map(
    (variant) => css`
      .carmarket-button-${variant} {
        ${({ theme }) => variants[variant](theme)}
      }
    `,
  )}
`;

const StyledButton = styled.button<LookProps>`
  ${buttonLook}
`;
const StyledLink = styled(Link)<LookProps>`
  ${buttonLook}
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} label="" />}
      {children}
    </StyledButton>
  );
});

export interface ButtonLinkProps {
  /** In-app path, e.g. '/dashboard/payment/42'. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}

/** Navigation that looks like a Button (Pay, Shop now, Take me there): a real link, so it opens in a new tab too. */
export function ButtonLink({
  to,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink to={to} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {children}
    </StyledLink>
  );
}
